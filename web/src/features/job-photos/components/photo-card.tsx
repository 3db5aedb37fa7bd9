import { formatCompanyTime } from '@haul/shared';
/** One photo in the job's grid: image, type, who took it, when, its note, and its upload state. */
import type { PhotoView } from '../../../offline/queries/photos.ts';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';
import { DeletePhotoButton } from './delete-photo-button.tsx';
import { PhotoImage } from './photo-image.tsx';
import { PhotoTypeBadge } from './photo-type-badge.tsx';

function UploadState({ photo }: { photo: PhotoView }) {
  const photos = usePhotoQueue();
  const upload = photo.upload;
  if (!upload) return null;
  if (upload.state === 'refused') {
    return (
      <div className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900" role="alert">
        <p>
          <strong>Not uploaded:</strong> {upload.refusal ?? 'Failed to upload photo. Please try again.'}
        </p>
        <button
          type="button"
          className="mt-1 min-h-12 font-semibold underline"
          onClick={() => void photos.dismissRefusal(photo.id)}
        >
          Dismiss
        </button>
      </div>
    );
  }
  if (upload.state === 'held') {
    return (
      <div className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="photo-upload-state">
        <strong>Not uploaded yet:</strong> {upload.refusal}
      </div>
    );
  }
  // biome-ignore lint/plugin/no-float-money: upload progress in percent, not money
  const percent = Math.round(upload.progress * 100);
  return (
    <div className="mt-2 text-sm text-slate-700" data-testid="photo-upload-state">
      {upload.state === 'uploading' ? `Uploading… ${percent}%` : 'Waiting to upload'}
      <progress
        className="mt-1 block h-2 w-full accent-brand-700"
        max={100}
        value={upload.state === 'uploading' ? percent : 0}
        aria-label={`Upload progress of ${photo.photoType} photo`}
      />
    </div>
  );
}

export function PhotoCard({
  photo,
  uploader,
  canDelete,
  onOpen,
}: {
  photo: PhotoView;
  uploader: string;
  canDelete: boolean;
  onOpen: () => void;
}) {
  const onServer = !photo.upload;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="photo-card">
      <button type="button" onClick={onOpen} className="block w-full" aria-label={`Open ${photo.photoType} photo`}>
        <PhotoImage photo={photo} size="thumbnail" className="aspect-[4/3] w-full object-cover" />
      </button>
      <div className="p-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <PhotoTypeBadge type={photo.photoType} />
          {photo.uploadedAt && (
            <time className="text-slate-600" dateTime={photo.uploadedAt}>
              {formatCompanyTime(photo.uploadedAt, 'date-time')}
            </time>
          )}
        </div>
        <p className="mt-2 font-medium text-slate-900">{uploader}</p>
        {photo.description && <p className="mt-1 text-slate-700">{photo.description}</p>}
        <UploadState photo={photo} />
        {onServer && canDelete && (
          <div className="mt-3">
            <DeletePhotoButton photoId={photo.id} />
          </div>
        )}
      </div>
    </li>
  );
}
