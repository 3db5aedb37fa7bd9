/**
 * Fixtures for the office-desk specs (jobs come from `createJob`, jobs.ts): punches pushed the way a phone pushes its outbox (device time in `pushedAt`, so a skewed clock
 * is a skewed clock), and a job photo uploaded as the app uploads one. Crew members are personal
 * accounts (`newCrewMember` in staff.ts); each punches only as themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, calendarDateOf, companyTimeToInstant, PushResponseSchema, SYNC_PROTOCOL } from '@haul/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import { JOB_SITE } from './jobs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A company calendar date `days` before today, and an instant at a wall-clock time on it. */
export const daysAgo = (days: number) => addDays(calendarDateOf(new Date()), -days);
export const at = (date: string, time: string) => companyTimeToInstant(date, time).toISOString();

interface PushedMutation {
  name: string;
  args: Record<string, unknown>;
}

/** Pushes mutations as one device; `deviceNow` is the device's clock when it sent them. */
export async function pushAs(request: APIRequestContext, mutations: PushedMutation[], deviceNow = new Date()) {
  const res = await request.post('/api/sync/push', {
    data: {
      clientId: crypto.randomUUID(),
      protocol: SYNC_PROTOCOL,
      pushedAt: deviceNow.toISOString(),
      mutations: mutations.map((m, i) => ({
        id: i + 1,
        name: m.name,
        args: m.args,
        clientTime: deviceNow.toISOString(),
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = PushResponseSchema.parse(await res.json());
  for (const r of body.results) expect(r.status, JSON.stringify(r)).toBe('applied');
  return body;
}

/** A whole shift (clock-in and clock-out) at a distance from the site, pushed from one device. */
export function shift(
  employeeId: string,
  appointmentId: string,
  clockIn: string,
  clockOut: string,
  offset: { latitude?: number; outsideReason?: string; clockOutNotes?: string } = {},
): PushedMutation[] {
  const id = crypto.randomUUID();
  const latitude = JOB_SITE.latitude + (offset.latitude ?? 0.0003);
  return [
    {
      name: 'clockIn',
      args: {
        id,
        employeeId,
        appointmentId,
        clockInTime: clockIn,
        latitude,
        longitude: JOB_SITE.longitude,
        accuracy: 10,
        ...(offset.outsideReason ? { outsideReason: offset.outsideReason } : {}),
      },
    },
    {
      name: 'clockOut',
      args: {
        employeeId,
        timeEntryId: id,
        clockOutTime: clockOut,
        latitude,
        longitude: JOB_SITE.longitude,
        ...(offset.clockOutNotes ? { notes: offset.clockOutNotes } : {}),
      },
    },
  ];
}

/** Uploads a real PNG as a job photo. */
export async function uploadPhoto(request: APIRequestContext, appointmentId: string, employeeId: string) {
  const buffer = fs.readFileSync(path.join(here, '../../web/public/pwa-192x192.png'));
  const res = await request.post('/api/job-photos', {
    multipart: {
      photo: { name: 'after.png', mimeType: 'image/png', buffer },
      id: crypto.randomUUID(),
      appointmentId,
      employeeId,
      photoType: 'after',
      description: 'Garage swept clean',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
