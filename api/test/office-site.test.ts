/**
 * The office sets a job's site without typing two numbers (decision 0143): from
 * pasted coordinates, the job's address through the geocoder, or the crew's first punch. Each
 * refusal is a 422 that says what to do instead and leaves the site as it was.
 */

import { AppointmentSchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../src/geocoding/census.ts';
import { noRateLimit } from './booking-helpers.ts';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';
import { addJob, clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

/** A stand-in for the Census adapter: knows one address, fails on another. */
const geocoder: Geocoder = {
  async geocode(address) {
    if (address.startsWith('1 Known Rd')) return { kind: 'match', latitude: 33.7001, longitude: -84.4002 };
    if (address.startsWith('DOWN')) return { kind: 'failed', reason: 'timeout' };
    return { kind: 'no_match' };
  },
};

describe('the office sets a job site', () => {
  const h = useHarness({ deps: { ...noRateLimit, geocoder } });
  let admin: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const setSite = (id: string, body: unknown) =>
    h.app.request(`/api/office/appointments/${id}/site`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin },
      body: JSON.stringify(body),
    });
  const siteOf = async (id: string) =>
    (
      await h.db.sql<{ lat: number | null; lng: number | null; source: string | null; flag: string | null }[]>`
        select site_latitude as lat, site_longitude as lng, site_source as source, site_flag as flag
        from appointments where id = ${id}`
    )[0];

  it('from pasted coordinates: the office wins, the flag clears and phones pull it', async () => {
    const job = await addJob(h, admin, { site: null });
    const [before] = await h.db.sql<{ version: number }[]>`select version from appointments where id = ${job.id}`;
    const res = await setSite(job.id, { from: 'coordinates', latitude: 33.774828, longitude: -84.296312 });
    expect(res.status).toBe(200);
    expect(AppointmentSchema.parse(await res.json())).toMatchObject({ siteLatitude: 33.774828, siteSource: 'office' });
    expect(await siteOf(job.id)).toEqual({ lat: 33.774828, lng: -84.296312, source: 'office', flag: null });
    const [after] = await h.db.sql<{ version: number }[]>`select version from appointments where id = ${job.id}`;
    expect(Number(after?.version)).toBeGreaterThan(Number(before?.version));

    const bad = await setSite(job.id, { from: 'coordinates', latitude: 91, longitude: 0 });
    expect(bad.status).toBe(400);
    expect(await siteOf(job.id)).toMatchObject({ lat: 33.774828 });
  });

  it('from the address through the geocoder; no match or a failure says paste instead and changes nothing', async () => {
    const known = await addJob(h, admin, { site: null, address: '1 Known Rd, Decatur, GA' });
    const res = await setSite(known.id, { from: 'address' });
    expect(res.status).toBe(200);
    expect(await siteOf(known.id)).toEqual({ lat: 33.7001, lng: -84.4002, source: 'office', flag: null });

    for (const address of ['9 Nowhere Ln, Atlantis', 'DOWN 1, Decatur, GA']) {
      const job = await addJob(h, admin, { site: null, address });
      const refused = await setSite(job.id, { from: 'address' });
      expect(refused.status).toBe(422);
      expect((await readError(refused)).message).toMatch(/Paste a map link/i);
      expect(await siteOf(job.id)).toMatchObject({ lat: null, flag: 'no_site' });
    }
    expect((await setSite('00000000-0000-4000-8000-000000000000', { from: 'address' })).status).toBe(404);
  });

  it("from the crew's first punch, and a clear 422 before anyone punched", async () => {
    const { employeeId, appointmentId, crew } = await seedJob(h, admin);
    const none = await setSite(appointmentId, { from: 'first-punch' });
    expect(none.status).toBe(422);
    expect((await readError(none)).message).toMatch(/No one has clocked in/);

    await pushOk(h, crew, crypto.randomUUID(), [mutation(1, 'clockIn', clockInArgs(employeeId, appointmentId))]);
    const res = await setSite(appointmentId, { from: 'first-punch' });
    expect(res.status).toBe(200);
    expect(await siteOf(appointmentId)).toEqual({
      lat: SITE.latitude + 0.0003,
      lng: SITE.longitude,
      source: 'office',
      flag: null,
    });
  });

  it('refuses an unknown way with a clear 400', async () => {
    const job = await addJob(h, admin, { site: null });
    const res = await setSite(job.id, { from: 'two-boxes', latitude: 1, longitude: 2 });
    expect(res.status).toBe(400);
    expect(await siteOf(job.id)).toMatchObject({ lat: null });
  });
});
