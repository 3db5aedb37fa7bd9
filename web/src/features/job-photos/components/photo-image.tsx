/** A photo's picture: the server's thumbnail (or full image), else the preview kept on this phone. */

import type { PhotoView } from '../hooks/use-job-photos-data.ts';
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
  const server = size === 'full' ? photo.url || photo.thumbnailUrl : photo.thumbnailUrl;
  // Prefer the local preview for the grid (no network needed); the full image for the viewer.
  const src = size === 'thumbnail' ? (local ?? server) : server || local;
  const alt = `${photo.photoType} photo${photo.description ? `: ${photo.description}` : ''}`;
  if (!src) return <div className={`${className} bg-slate-200`} role="img" aria-label={alt} />;
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" />;
}
