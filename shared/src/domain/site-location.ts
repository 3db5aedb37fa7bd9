/**
 * A job site from what the office pastes (decision 0143): a Google Maps or Apple Maps
 * link, or "lat, lng" text. One pure parser for the office's screens and the crew schedule's site
 * dialog; the server checks the coordinates again with the mutator's own fields.
 */

export type SiteParse = { ok: true; latitude: number; longitude: number } | { ok: false; reason: string };

export const SITE_TEXT_HINT = 'Paste a Google Maps or Apple Maps link, or type “33.7748, -84.2963”.';
const SHORT_LINK =
  'That is a short link: open it in the browser, then copy the full address from the address bar and paste that.';
const NO_COORDINATES = 'No location found in that. Paste a map link with a pin, or “latitude, longitude”.';
const OUT_OF_RANGE = 'Latitude must be between -90 and 90 and longitude between -180 and 180.';

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** "33.77, -84.29", "33.77,-84.29", "33.77 -84.29", "33.77;-84.29". */
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:[,;]\s*|\s+)(${NUMBER})\s*$`);
/** Google's "/@33.77,-84.29,17z" (the map's centre). */
const AT = new RegExp(`@(${NUMBER}),(${NUMBER})`);
/** Google's place data "!3d33.77!4d-84.29" (the pin itself: preferred over the centre). */
const PIN = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`);
/** Query parameters that carry "lat,lng" in Google and Apple links. */
const PARAMS = ['q', 'query', 'll', 'sll', 'daddr', 'destination', 'coordinate', 'center'];
const SHORT_HOSTS = ['maps.app.goo.gl', 'goo.gl', 'g.co', 'maps.apple'];

function checked(lat: string, lng: string): SiteParse {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { ok: false, reason: NO_COORDINATES };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { ok: false, reason: OUT_OF_RANGE };
  return { ok: true, latitude, longitude };
}

function fromPair(text: string): SiteParse | null {
  const m = PAIR.exec(text);
  return m ? checked(m[1] as string, m[2] as string) : null;
}

function asUrl(text: string): URL | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text)
    ? text
    : /^[\w-]+(\.[\w-]+)+\//.test(text)
      ? `https://${text}`
      : '';
  if (!candidate) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/** The coordinates in a pasted map link or "lat, lng" text, or why there are none. */
export function parseSiteLocation(input: string): SiteParse {
  const text = input.trim();
  if (!text) return { ok: false, reason: SITE_TEXT_HINT };
  const pair = fromPair(text);
  if (pair) return pair;
  const url = asUrl(text);
  if (!url) return { ok: false, reason: NO_COORDINATES };
  if (SHORT_HOSTS.includes(url.hostname.toLowerCase())) return { ok: false, reason: SHORT_LINK };
  let path = url.pathname;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape: read the path as it is.
  }
  const pin = PIN.exec(path) ?? PIN.exec(url.href);
  if (pin) return checked(pin[1] as string, pin[2] as string);
  for (const name of PARAMS) {
    const value = url.searchParams.get(name);
    const found = value ? fromPair(value.replace(/^loc:/i, '')) : null;
    if (found) return found;
  }
  const at = AT.exec(path);
  if (at) return checked(at[1] as string, at[2] as string);
  // geo:33.77,-84.29 (Android's share link).
  if (url.protocol === 'geo:') {
    const found = fromPair(url.pathname.split(';')[0] ?? '');
    if (found) return found;
  }
  return { ok: false, reason: NO_COORDINATES };
}
