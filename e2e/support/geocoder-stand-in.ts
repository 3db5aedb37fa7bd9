/**
 * A local stand-in for the US Census geocoder, in its answer format, so e2e jobs get a site
 * without the internet: every address is placed at one driveway in Decatur, GA, except those
 * containing "NOWHERE" (the no-match answer).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const GEOCODED_SITE = { latitude: 33.774828, longitude: -84.296312 } as const;

export async function startGeocoderStandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('address') ?? '';
    const matches = address.includes('NOWHERE')
      ? []
      : [{ matchedAddress: address, coordinates: { x: GEOCODED_SITE.longitude, y: GEOCODED_SITE.latitude } }];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ result: { addressMatches: matches } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
