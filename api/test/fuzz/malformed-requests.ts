/**
 * fast-check arbitraries for malformed requests to the API: for each route of the route-access
 * table, a valid request (a seed) is bent in one place — a field replaced by a hostile value,
 * removed, or joined by an unknown one; the body swapped for random JSON, broken JSON or the
 * wrong media type; a path id or a query value replaced; the cookie garbled. The nasty values are
 * the classes a review found answering 500: NUL and other control characters, years 0000/0001 and
 * 1970, numbers beyond bigint, upper-case and unknown ids, deep nesting, broken multipart.
 */

import { tinyJpeg } from '@haul/shared/factories';
import fc from 'fast-check';

export type Role = 'anonymous' | 'crew' | 'admin';

export interface FuzzRequest {
  role: Role;
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What was bent, for the failure report. */
  label: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The valid starting point for one route: path (with ids filled in), query and body. */
export interface RouteSeed {
  path: string;
  query?: Record<string, string>;
  body?: Json;
  /** Multipart upload: form fields beside a photo file. */
  form?: Record<string, string>;
}

const deepArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): Json => {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const HOSTILE_STRINGS = [
  '\u0000',
  'Jane\u0000Doe',
  'line\u0000',
  '\u0007bell',
  '\u001b[31mred',
  '\u007f',
  '\ud800',
  '\uffff',
  '',
  ' ',
  '\n\t',
  'x'.repeat(5000),
  '😀'.repeat(300),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2025-02-30T10:00:00Z',
  '2025-01-06T25:61:00Z',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2025-13-01',
  '99:99',
  '24:00',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999',
  '9223372036854775808',
  '9223372036854775807:appointments:00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'not-a-uuid',
  'true',
  'null',
];

const HOSTILE_VALUES: Json[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  -1e308,
  [],
  [null],
  {},
  JSON.parse('{"__proto__":"x"}') as Json,
  { constructor: { prototype: 'x' } },
  deepObject(200),
];

/** A hostile value, or one derived from the seed's own value (upper-cased, NUL-suffixed, shifted year). */
const hostileFor = (original: Json | undefined): fc.Arbitrary<Json> => {
  const derived: Json[] = [];
  if (typeof original === 'string') {
    derived.push(original.toUpperCase(), `${original}\u0000`, `\u0000${original}`, `${original}\u0001`);
    if (/^\d{4}-/.test(original)) derived.push(`0001${original.slice(4)}`, `1970${original.slice(4)}`);
  }
  if (typeof original === 'number') derived.push(original * 1e300, -original, String(original));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: derived.length > 0 ? 3 : 0, arbitrary: fc.constantFrom<Json>(...(derived.length ? derived : [null])) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  );
};

/** Every path to a value inside a JSON value ([] is the value itself). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...prefix, i]));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
}

function getAt(value: Json, path: (string | number)[]): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key)] : at[String(key)];
  }
  return at;
}

/** A copy of `value` with the value at `path` replaced (or removed when `replacement` is undefined). */
function setAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json | undefined {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = setAt(copy[Number(key)] ?? null, rest, replacement);
    if (next === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = next;
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...value };
    const next = setAt(copy[String(key)] ?? null, rest, replacement);
    if (next === undefined) delete copy[String(key)];
    else copy[String(key)] = next;
    return copy;
  }
  return value;
}

/** The seed body bent at one place. */
const bentJson = (seed: Json): fc.Arbitrary<{ body: Json | undefined; label: string }> => {
  const paths = pathsOf(seed);
  return fc.constantFrom(...paths).chain((path) => {
    const where = path.join('.') || '(body)';
    return fc.oneof(
      {
        weight: 6,
        arbitrary: hostileFor(getAt(seed, path)).map((v) => ({
          body: setAt(seed, path, v),
          label: `${where} = ${JSON.stringify(v)?.slice(0, 80)}`,
        })),
      },
      { weight: 1, arbitrary: fc.constant({ body: setAt(seed, path, undefined), label: `${where} removed` }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.string({ maxLength: 12 }), hostileFor(undefined))
          .map(([k, v]) => ({ body: setAt(seed, [...path, k], v), label: `${where}.${k} added` })),
      },
    );
  });
};

const BROKEN_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"\\u0000"',
  '{"__proto__":{"admin":true}}',
  '\u0000',
  deepArray(5000),
  '{"a":1,"a":2}',
  `{"x":"${'y'.repeat(70 * 1024)}"}`,
  'NaN',
  '{"mutations": null}',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/vnd.api+json',
  '',
];

const BROKEN_MULTIPART = [
  '--zzz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc',
  '--zzz--',
  '--zzz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n--zzz--\r\n',
  'not multipart at all',
  '',
  '--zzz\r\n\r\n\r\n--zzz--',
];

const JPEG_BYTES = tinyJpeg();

const PATH_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  'not-a-uuid',
  '%00',
  '%2e%2e%2f',
  '1',
  'x'.repeat(300),
  '%F0%9F%98%80',
  '%ZZ',
];

export interface RouteTarget {
  route: string;
  method: string;
  seed: RouteSeed;
}

const withQuery = (path: string, query: Record<string, string> | undefined) => {
  if (!query || Object.keys(query).length === 0) return path;
  return `${path}?${new URLSearchParams(query)}`;
};

/** encodeURIComponent throws on a lone surrogate; the URL carries U+FFFD in its place. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udfff]/g, (ch, i: number, all: string) => {
    const code = ch.charCodeAt(0);
    const paired = code < 0xdc00 ? /[\udc00-\udfff]/.test(all[i + 1] ?? '') : /[\ud800-\udbff]/.test(all[i - 1] ?? '');
    return paired ? ch : '\ufffd';
  });
const contentType = (type: string): Record<string, string> => (type ? { 'content-type': type } : {});

const jsonHeaders: Record<string, string> = { 'content-type': 'application/json' };

/** One malformed request for `target` as `role`. */
export function malformedRequest(target: RouteTarget, role: Role): fc.Arbitrary<FuzzRequest> {
  const { route, method, seed } = target;
  const base = { role, route, method };
  const plainPath = withQuery(seed.path, seed.query);
  const variants: fc.Arbitrary<FuzzRequest>[] = [];

  if (seed.body !== undefined) {
    const body = seed.body;
    variants.push(
      bentJson(body).map(({ body: bent, label }) => ({
        ...base,
        path: plainPath,
        headers: jsonHeaders,
        body: bent === undefined ? '' : JSON.stringify(bent),
        label,
      })),
      fc.jsonValue({ maxDepth: 4 }).map((random) => ({
        ...base,
        path: plainPath,
        headers: jsonHeaders,
        body: JSON.stringify(random),
        label: `random JSON ${JSON.stringify(random).slice(0, 60)}`,
      })),
      fc.tuple(fc.constantFrom(...BROKEN_BODIES), fc.constantFrom(...CONTENT_TYPES)).map(([text, type]) => ({
        ...base,
        path: plainPath,
        headers: contentType(type),
        body: text,
        label: `body ${JSON.stringify(text.slice(0, 30))} as ${type || 'no type'}`,
      })),
    );
  }

  if (seed.form) {
    const form = seed.form;
    const fields: Json = form;
    variants.push(
      fc.tuple(bentJson(fields), fc.boolean()).map(([{ body: bent, label }, withPhoto]) => {
        const data = new FormData();
        if (bent && typeof bent === 'object' && !Array.isArray(bent)) {
          for (const [k, v] of Object.entries(bent)) data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
        }
        if (withPhoto) data.append('photo', new File([JPEG_BYTES], 'a.jpg', { type: 'image/jpeg' }));
        return {
          ...base,
          path: plainPath,
          headers: {},
          body: data,
          label: `form ${label}${withPhoto ? '' : ' no photo'}`,
        };
      }),
      fc.tuple(fc.constantFrom(...BROKEN_MULTIPART), fc.constantFrom(...CONTENT_TYPES)).map(([text, type]) => ({
        ...base,
        path: plainPath,
        headers: contentType(type),
        body: text,
        label: `multipart ${JSON.stringify(text.slice(0, 30))} as ${type || 'no type'}`,
      })),
    );
  }

  if (seed.query) {
    const query = seed.query;
    variants.push(
      fc.tuple(fc.constantFrom(...Object.keys(query)), hostileFor(undefined)).map(([key, value]) => ({
        ...base,
        path: withQuery(seed.path, { ...query, [key]: typeof value === 'string' ? value : JSON.stringify(value) }),
        headers: {},
        label: `query ${key} = ${JSON.stringify(value)?.slice(0, 60)}`,
      })),
    );
  }
  variants.push(
    fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS)).map(([key, value]) => ({
      ...base,
      path: `${plainPath}${plainPath.includes('?') ? '&' : '?'}${encodeURIComponent(wellFormed(key || 'q'))}=${encodeURIComponent(wellFormed(value))}`,
      headers: seed.body !== undefined ? jsonHeaders : {},
      body: seed.body !== undefined ? JSON.stringify(seed.body) : undefined,
      label: `extra query ${key}=${JSON.stringify(value.slice(0, 30))}`,
    })),
  );

  if (route.includes('/:')) {
    variants.push(
      fc.constantFrom(...PATH_IDS).map((id) => ({
        ...base,
        path: withQuery(route.split(' ')[1]?.replace(/:\w+/, id) ?? seed.path, seed.query),
        headers: seed.body !== undefined ? jsonHeaders : {},
        body: seed.body !== undefined ? JSON.stringify(seed.body) : undefined,
        label: `path id ${id}`,
      })),
    );
  }

  return fc.oneof(...variants);
}
