/**
 * Grid thumbnails, made on the server with sharp (libvips: fast, low memory, the de-facto Node
 * image library). Upright by EXIF orientation, ~400 px on the long edge, JPEG, no metadata.
 */
import sharp from 'sharp';

export const THUMBNAIL_EDGE_PX = 400;

/** Null when the bytes are not a decodable image (a file that only starts like one). */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const out = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_EDGE_PX, THUMBNAIL_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}
