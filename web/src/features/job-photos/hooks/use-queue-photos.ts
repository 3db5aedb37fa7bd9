/**
 * Prepares and queues picked photos with their record (who, which kind, a note): every photo is
 * prepared before any is queued, so an unreadable one queues nothing. Once queued, says where they
 * are: uploaded (the spec's notice), refused, or waiting on the phone for signal.
 */
import type { MutatorArgs } from '@haul/shared';
import { useState } from 'react';
import { notify } from '../../../components/ui/notice-store.ts';
import { type PhotoCheck, PhotoNotReadable, preparePhoto } from '../../../lib/prepare-photo.ts';
import { useOffline } from '../../../offline/offline-context.tsx';
import { StorageFull } from '../../../offline/storage.ts';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';

export type PhotoRecord = Pick<MutatorArgs<'recordJobPhoto'>, 'employeeId' | 'photoType' | 'description'>;

export function useQueuePhotos(appointmentId: string) {
  const { engine } = useOffline();
  const photos = usePhotoQueue();
  const [busy, setBusy] = useState(false);

  /** The spec's notice once the server has the photos; otherwise say they wait on the phone. */
  const announce = async (ids: string[]) => {
    if (navigator.onLine) await engine.syncNow();
    const outcome = navigator.onLine ? await photos.outcome(ids) : 'waiting';
    if (outcome === 'uploaded')
      notify({ title: 'Photo Uploaded', description: 'Job photo has been successfully uploaded.' });
    else if (outcome === 'refused')
      notify({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
    else
      notify({
        title: ids.length > 1 ? 'Photos saved on this phone' : 'Photo saved on this phone',
        description: 'Waiting to upload: it will upload when you are back online.',
      });
  };

  /**
   * Queues the photos: `{ ok: true }` when queued, the refusal to show when one cannot be read,
   * or null when it failed otherwise (said in a notice).
   */
  const queue = async (picked: File[], { employeeId, photoType, description }: PhotoRecord) => {
    setBusy(true);
    try {
      const prepared = [];
      for (const file of picked) prepared.push(await preparePhoto(file));
      const ids: string[] = [];
      for (const photo of prepared) {
        const meta = {
          id: crypto.randomUUID(),
          appointmentId,
          employeeId,
          photoType,
          ...(description ? { description } : {}),
        };
        await photos.queue(meta, photo.image, photo.preview);
        ids.push(meta.id);
      }
      void announce(ids);
      return { ok: true } satisfies PhotoCheck;
    } catch (failure) {
      if (failure instanceof PhotoNotReadable) return failure.check;
      if (failure instanceof StorageFull)
        notify({ title: 'Phone storage is full', description: failure.message, variant: 'destructive' });
      else notify({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, queue };
}
