/**
 * What kind of image a file is, by its first bytes (never by its name or the browser's guess:
 * a PDF renamed `.jpg` is reported as `image/jpeg` by the file picker). Used by the phone before
 * it queues a photo and by the server before it stores one.
 */
export type ImageKind =
  | { kind: 'image'; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; ext: 'jpg' | 'png' | 'webp' }
  | { kind: 'heic' }
  | { kind: 'other' };

const startsWith = (bytes: Uint8Array, at: number, signature: number[]) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis', 'avic'];

/** Needs the first 16 bytes of the file. */
export function sniffImage(bytes: Uint8Array): ImageKind {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', contentType: 'image/png', ext: 'png' };
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')))
    return { kind: 'image', contentType: 'image/webp', ext: 'webp' };
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  if (startsWith(bytes, 4, ascii('ftyp')) && HEIF_BRANDS.includes(brand)) return { kind: 'heic' };
  return { kind: 'other' };
}

/** Said when an iPhone HEIC photo reaches a browser or server that cannot read it. */
export const HEIC_REFUSAL =
  'This photo is in the iPhone HEIC format, which cannot be read here. Take it again with the Upload Photo button, or set Camera > Formats to Most Compatible.';
