/** A photo's picture: the server's thumbnail (or full image), else the preview kept on this phone. */
import { useState } from 'react';
import type { PhotoView } from '../../../offline/queries/photos.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';

export function PhotoImage({
  photo,
  size,
  className,
}: {
  photo: PhotoView;
  size: 'thumbnail' | 'full';
  className: string;
}) {
  const local = useObjectUrl(photo.preview);
  const [failed, setFailed] = useState<string | null>(null);
  const server = size === 'full' ? photo.url || photo.thumbnailUrl : photo.thumbnailUrl;
  // Prefer the local preview for the grid (no network needed); the full image for the viewer.
  const wanted = size === 'thumbnail' ? (local ?? server) : server || local;
  const src = wanted === failed ? local : wanted;
  const alt = `${photo.photoType} photo${photo.description ? `: ${photo.description}` : ''}`;
  if (!src || src === failed) {
    return (
      <div
        className={`${className} flex items-center justify-center bg-slate-200 p-3 text-center text-sm text-slate-700`}
      >
        {photo.url ? 'Photo not on this phone; it shows when online' : 'No preview'}
      </div>
    );
  }
  return (
    <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailed(src)} />
  );
}
