/** Delete with the spec's confirmation; queued offline like every staff change. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';

export function DeletePhotoButton({ photoId }: { photoId: string }) {
  const mutate = useMutate();
  const photos = usePhotoQueue();
  const remove = async () => {
    try {
      await mutate('deleteJobPhoto', { id: photoId });
      await photos.forgetPreview(photoId);
      notify({ title: 'Photo Deleted', description: 'Photo has been successfully removed.' });
    } catch {
      notify({ title: 'Error', description: 'Failed to delete photo.', variant: 'destructive' });
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="min-h-12 rounded-lg border-2 border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50">
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Delete photo</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            Are you sure you want to delete this photo?
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'lg')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('primary', 'lg', 'bg-red-700 hover:bg-red-800')}
              onClick={() => void remove()}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
