/**
 * Geocoder adapter for the free US Census geocoder ("onelineaddress", JSON). Configured by
 * GEOCODER_URL (e.g. https://geocoding.geo.census.gov); off when unset. Any answer other than a
 * well-formed match (no match, timeout, HTTP error, malformed body) is reported, never thrown.
 */
import { z } from 'zod';

export type GeocodeResult =
  | { kind: 'match'; latitude: number; longitude: number }
  | { kind: 'no_match' }
  | { kind: 'failed'; reason: string };

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult>;
}

/** The part of the Census answer we read: x is longitude, y is latitude. */
const CensusAnswer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        coordinates: z.object({ x: z.number().min(-180).max(180), y: z.number().min(-90).max(90) }),
      }),
    ),
  }),
});

export interface CensusOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Census benchmark name; the current one unless told otherwise. */
  benchmark?: string;
  fetch?: typeof fetch;
}

export function censusGeocoder(options: CensusOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async geocode(address) {
      const url = new URL('/geocoder/locations/onelineaddress', options.baseUrl);
      url.searchParams.set('address', address);
      url.searchParams.set('benchmark', options.benchmark ?? 'Public_AR_Current');
      url.searchParams.set('format', 'json');
      let body: unknown;
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return { kind: 'failed', reason: timedOut ? 'timeout' : 'unreachable or not JSON' };
      }
      const parsed = CensusAnswer.safeParse(body);
      if (!parsed.success) return { kind: 'failed', reason: 'malformed answer' };
      const first = parsed.data.result.addressMatches[0];
      return first
        ? { kind: 'match', latitude: first.coordinates.y, longitude: first.coordinates.x }
        : { kind: 'no_match' };
    },
  };
}
