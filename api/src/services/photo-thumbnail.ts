/**
 * Grid thumbnails, made on the server with sharp (libvips: fast, low memory, the de-facto Node
 * image library). Upright by EXIF orientation, ~400 px on the long edge, JPEG, no metadata.
 */
import sharp from 'sharp';

export const THUMBNAIL_EDGE_PX = 400;

/** Width × height from the image's header (nothing decoded); null when it cannot be read. */
export async function pixelCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

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
