/**
 * Real JPEG fixtures made with sharp: a phone-like 12-megapixel photo with EXIF orientation and
 * GPS tags (the benchmark), and small distinct photos for the e2e upload tests.
 */
import sharp from 'sharp';

/** Stored landscape 4000×3000 with orientation 6 (shown rotated 90° clockwise: portrait 3000×4000). */
export const TWELVE_MP = { width: 4000, height: 3000, orientation: 6 } as const;

function sceneSvg(width: number, height: number, hue: number): string {
  const shapes: string[] = [];
  // A "garage": boxes, shelves and clutter at many sizes, so the JPEG has real detail to encode.
  for (let i = 0; i < 160; i++) {
    const x = (i * 997) % width;
    const y = (i * 613) % height;
    const w = 40 + ((i * 131) % 420);
    const h = 30 + ((i * 71) % 300);
    const light = 25 + ((i * 37) % 50);
    shapes.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${(hue + i * 17) % 360},35%,${light}%)" stroke="#222" stroke-width="4"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},30%,80%)"/><stop offset="1" stop-color="hsl(${hue + 40},25%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
    <rect x="0" y="0" width="${Math.round(width / 8)}" height="${Math.round(height / 8)}" fill="#ff0000"/>
  </svg>`;
}

/**
 * The benchmark's photo: 12 MP, red marker in the stored top-left corner (top-right once
 * upright), fine sensor-like grain, EXIF orientation 6, and a GPS position (a crew member's home).
 */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const { width, height } = TWELVE_MP;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(sceneSvg(width, height, 30)))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Haul Test', Model: 'Bench Phone 12MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 46/1 2918/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 17/1 4684/100',
      },
    })
    .withMetadata({ orientation: TWELVE_MP.orientation })
    .toBuffer();
}

/** A small real photo with its own colour (for uploads in e2e tests). */
export async function smallJpeg(hue: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(1200, 900, hue)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
