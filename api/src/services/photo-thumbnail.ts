/**
 * Photo bytes on the server, with sharp (libvips: fast, low memory, the de-facto Node image
 * library): grid thumbnails (upright by EXIF orientation, ~400 px on the long edge, JPEG, no
 * metadata), and originals stripped of what a camera writes about where and on what it was taken.
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

/**
 * The original as stored. The app's phones strip metadata before sending; an upload that still
 * carries EXIF, XMP or IPTC (an old client, or the API called directly) would keep the customer's
 * GPS position and the phone's serial on the server, so it is re-encoded upright in
 * its own format, colour profile kept, nothing else. One with none is kept byte for byte. Null
 * when the bytes cannot be decoded.
 */
export async function strippedOriginal(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
    const upright = sharp(bytes, { failOn: 'error' }).rotate().keepIccProfile();
    const encoded =
      meta.format === 'png'
        ? upright.png()
        : meta.format === 'webp'
          ? upright.webp({ quality: 92 })
          : upright.jpeg({ quality: 92 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return null;
  }
}
