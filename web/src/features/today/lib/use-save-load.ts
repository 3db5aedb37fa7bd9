/**
 * Saves a checked load on the phone: the ticket's photo into the photo queue first (the outbox
 * sends in order, so the load never names a photo the server has not been told of), then
 * `recordLoad`. Answers null when saved, or the words to show the crew.
 */
import { notify } from '../../../components/ui/notice-store.ts';
import { PhotoNotReadable, preparePhoto } from '../../../lib/prepare-photo.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';
import { type LoadFormOutput, paperOf, recordLoadArgs } from './load-form.ts';

export function useSaveLoad({ employeeId, truckId }: { employeeId: string; truckId: string | null }) {
  const mutate = useMutate();
  const photos = usePhotoQueue();
  return async (load: LoadFormOutput): Promise<string | null> => {
    const photoId = crypto.randomUUID();
    const record = recordLoadArgs(load, { employeeId, truckId, photoId, at: new Date() });
    if (!record.ok) return record.message;
    const { args } = record;
    try {
      const prepared = await preparePhoto(load.photo);
      await photos.queue(
        {
          id: photoId,
          appointmentId: args.shares[0]?.appointmentId ?? '',
          employeeId,
          photoType: 'ticket',
          description: `${load.facility.name} ${paperOf(load.facility)} ${args.ticketNumber}`.slice(0, 500),
        },
        prepared.image,
        prepared.preview,
      );
      await mutate('recordLoad', args);
    } catch (failure) {
      return failure instanceof PhotoNotReadable
        ? failure.message
        : 'The load could not be saved on this phone. Try again.';
    }
    notify({
      title: 'Load saved on this phone',
      description: navigator.onLine ? 'Sending it to the office now.' : 'It will be sent when you are back online.',
    });
    return null;
  };
}
