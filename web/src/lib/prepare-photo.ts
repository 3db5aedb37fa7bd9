/**
 * Turns what the person picked into what the phone queues: checked (a photo was chosen, at most
 * 10 MB, really an image by its first bytes), decoded upright by its EXIF orientation, scaled to
 * at most 2048 px on the long edge, and re-encoded as JPEG — re-encoding through a canvas keeps
 * only pixels, so no EXIF (GPS, camera serial) survives. A ~400 px preview is made in the same
 * pass for the grid.
 *
 * The platform does all of it (createImageBitmap honours EXIF orientation in every current
 * browser; OffscreenCanvas.convertToBlob / canvas.toBlob encode JPEG), so no library: the
 * well-known wrappers (browser-image-compression, pica) call these same APIs and add 20–45 KB.
 */
import { HEIC_REFUSAL, LIMITS, sniffImage } from '@haul/shared';

export const JPEG_QUALITY = 0.82;
export const PREVIEW_EDGE_PX = 400;

export type PhotoCheck =
  | { ok: true }
  | { ok: false; title: 'No File Selected' | 'File Too Large' | 'Invalid File Type'; message: string };

export const NO_FILE: PhotoCheck = {
  ok: false,
  title: 'No File Selected',
  message: 'Please select a photo to upload.',
};
export const TOO_LARGE: PhotoCheck = {
  ok: false,
  title: 'File Too Large',
  message: 'Please select a file smaller than 10MB.',
};
export const NOT_AN_IMAGE: PhotoCheck = {
  ok: false,
  title: 'Invalid File Type',
  message: 'Please select an image file.',
};
export const HEIC_NOT_READABLE: PhotoCheck = { ok: false, title: 'Invalid File Type', message: HEIC_REFUSAL };

/** The spec's checks on what was picked, before any decoding: no file, over 10 MB, not an image. */
export async function checkPickedFile(file: File | null | undefined): Promise<PhotoCheck> {
  if (!file) return NO_FILE;
  if (file.size > LIMITS.photoMaxBytes) return TOO_LARGE;
  // The name and the browser's type guess are not trusted: a PDF renamed .jpg says image/jpeg.
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = sniffImage(head);
  if (kind.kind === 'other') return NOT_AN_IMAGE;
  return { ok: true };
}

export interface PreparedPhoto {
  image: Blob;
  preview: Blob;
  width: number;
  height: number;
}

export class PhotoNotReadable extends Error {
  constructor(readonly check: PhotoCheck) {
    super(check.ok ? 'not readable' : check.message);
  }
}

/** Long edge at most `max`, aspect kept, never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decodeUpright(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    // Chromium and Firefox cannot decode HEIC; Safari can (and its picker converts to JPEG anyway).
    throw new PhotoNotReadable(sniffImage(head).kind === 'heic' ? HEIC_NOT_READABLE : NOT_AN_IMAGE);
  }
}

async function encodeJpeg(source: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/** Decodes, turns upright, shrinks and re-encodes; throws PhotoNotReadable for what cannot be decoded. */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await decodeUpright(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, LIMITS.photoMaxEdgePx);
    const image = await encodeJpeg(bitmap, size.width, size.height);
    const small = fitWithin(bitmap.width, bitmap.height, PREVIEW_EDGE_PX);
    const preview = await encodeJpeg(bitmap, small.width, small.height);
    return { image, preview, ...size };
  } finally {
    bitmap.close();
  }
}
