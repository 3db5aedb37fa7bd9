import { formatCompanyTime } from '@haul/shared';
/** The large viewer: type badge and date; pages with the arrow keys, the buttons, or a swipe. */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { PhotoView } from '../../../offline/queries/photos.ts';
import { PhotoImage } from './photo-image.tsx';
import { PhotoTypeBadge } from './photo-type-badge.tsx';

const SWIPE_PX = 50;
const pager = 'min-h-12 min-w-12 rounded-lg bg-white/90 px-4 font-semibold text-slate-900 disabled:opacity-40';

export function PhotoViewer({
  photos,
  index,
  onIndex,
}: {
  photos: PhotoView[];
  index: number | null;
  onIndex: (next: number | null) => void;
}) {
  const startX = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  return (
    <Dialog.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndex(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col p-3 text-white sm:p-6"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
          onPointerDown={(e) => {
            startX.current = e.clientX;
          }}
          onPointerUp={(e) => {
            if (startX.current === null) return;
            const moved = e.clientX - startX.current;
            startX.current = null;
            if (Math.abs(moved) > SWIPE_PX) go(moved < 0 ? 1 : -1);
          }}
        >
          {photo && (
            <>
              <div className="flex items-center justify-between gap-3">
                <Dialog.Title className="flex items-center gap-3 text-base font-semibold">
                  <PhotoTypeBadge type={photo.photoType} />
                  {photo.uploadedAt && (
                    <time dateTime={photo.uploadedAt}>{formatCompanyTime(photo.uploadedAt, 'date-time')}</time>
                  )}
                </Dialog.Title>
                <Dialog.Close className="min-h-12 rounded-lg bg-white/90 px-4 font-semibold text-slate-900">
                  Close
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">
                Photo {index === null ? 0 : index + 1} of {photos.length}. Use the arrow keys or swipe to see the
                others.
              </Dialog.Description>
              <div className="flex min-h-0 flex-1 items-center justify-center py-3">
                <PhotoImage photo={photo} size="full" className="max-h-full max-w-full touch-pan-y object-contain" />
              </div>
              <div className="flex items-center justify-between gap-3">
                <button type="button" className={pager} onClick={() => go(-1)} disabled={index === 0}>
                  ← Previous
                </button>
                <span aria-live="polite">
                  {(index ?? 0) + 1} / {photos.length}
                </span>
                <button type="button" className={pager} onClick={() => go(1)} disabled={index === photos.length - 1}>
                  Next →
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
