/**
 * The public impact page (decision 0202): served as the prerendered HTML with its figures filled from
 * the loads the crews recorded — waste-to-energy on its own line, never in the diverted figure —
 * and recomputed when the figures are a day old, not on every request.
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Facility, IMPACT_KEYS, impactToken } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { addJob, mutation, pushOk } from './sync-support.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-impact-'));
fs.mkdirSync(path.join(dist, 'impact'), { recursive: true });
// Every token, each in an element of its own, as the prerendered page places them.
fs.writeFileSync(
  path.join(dist, 'impact', 'index.html'),
  `<main>${IMPACT_KEYS.map((k) => `<p data-k="${k}">${impactToken(k)}</p>`).join('')}</main>`,
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const h = useHarness({ now: '2025-03-10T15:00:00Z', deps: { webDistDir: dist } });
let admin: string;
let crew: string;

const figure = (html: string, key: string) => new RegExp(`<p data-k="${key}">([^<]*)</p>`).exec(html)?.[1];
const page = async () => {
  const res = await h.app.request('/impact');
  expect(res.status).toBe(200);
  return res.text();
};

async function facility(kind: Facility['kind'], name: string) {
  const res = await h.json('POST', '/api/office/facilities', { kind, name }, { cookie: admin });
  return ((await res.json()) as Facility).id;
}

async function record(facilityId: string, material: string, netPounds: number, dumpedAt: string) {
  const job = await addJob(h, admin, { crew: [h.crewEmployeeId], date: dumpedAt.slice(0, 10) });
  const { results } = await pushOk(h, crew, randomUUID(), [
    mutation(1, 'recordLoad', {
      id: randomUUID(),
      facilityId,
      employeeId: h.crewEmployeeId,
      ticketNumber: 'T-1',
      material: material as 'mixed',
      netPounds,
      feeCents: 1_000,
      dumpedAt,
      shares: [{ appointmentId: job.id, shareEighths: 4 }],
    }),
  ]);
  expect(results[0]?.status).toBe('applied');
}

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  const landfill = await facility('landfill', 'Hickory Ridge');
  const recycler = await facility('recycler', 'Peach State Metals');
  const plant = await facility('waste_to_energy', 'Covanta Fulton');
  await record(landfill, 'mixed', 2_000, '2025-03-03T17:00:00.000Z');
  await record(recycler, 'metal', 1_000, '2025-03-04T17:00:00.000Z');
  await record(plant, 'mixed', 1_000, '2025-03-05T17:00:00.000Z');
});

describe('the impact page', () => {
  it('shows figures computed from the loads; waste-to-energy on its own line, not diverted', async () => {
    const html = await page();
    expect(html).not.toContain('[[impact:');
    expect(figure(html, 'diverted')).toBe('1,000 lbs');
    expect(figure(html, 'recycled')).toBe('1,000 lbs');
    expect(figure(html, 'energyRecovery')).toBe('1,000 lbs');
    // 1,000 of 4,000 weighed pounds.
    expect(figure(html, 'diversionPercent')).toBe('25%');
    expect(figure(html, 'period')).toBe('March 10, 2024 – March 9, 2025');
    expect(figure(html, 'sourceEnergy')).toContain('not as diversion');
  });

  it('is recomputed once the figures are a day old, not on every request', async () => {
    const recycler = await facility('recycler', 'Metro Cardboard');
    await record(recycler, 'cardboard_paper', 3_000, '2025-03-10T14:00:00.000Z');
    h.clock.set('2025-03-10T20:00:00Z');
    expect(figure(await page(), 'diverted')).toBe('1,000 lbs');
    h.clock.set('2025-03-11T15:00:01Z');
    expect(figure(await page(), 'diverted')).toBe('4,000 lbs');
  });
});
