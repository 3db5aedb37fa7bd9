/**
 * The photo screens' writes to the device, bound to the signed-in user's database: queue a
 * prepared photo with its record (one transaction, photo-queue.ts), ask where a batch stands
 * after a sync, and drop a refusal or a preview the person is done with.
 */
import type { MutatorArgs } from '@haul/shared';
import { useDeviceDb } from './offline-context.tsx';
import { dismissPhotoRefusal, forgetPhotoPreview, queuePhoto, uploadOutcome } from './photo-queue.ts';

export function usePhotoQueue() {
  const db = useDeviceDb();
  return {
    /** Queues the photo and its `recordJobPhoto` mutation; returns the mutation id. */
    queue: (meta: MutatorArgs<'recordJobPhoto'>, image: Blob, preview?: Blob) =>
      queuePhoto(db, meta, image, new Date(), preview),
    outcome: (ids: string[]) => uploadOutcome(db, ids),
    dismissRefusal: (id: string) => dismissPhotoRefusal(db, id),
    forgetPreview: (id: string) => forgetPhotoPreview(db, id),
  };
}
