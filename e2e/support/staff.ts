/**
 * Staff fixtures for e2e: sign in through the real API, and create appointments the way a
 * visitor does (public `POST /api/appointments`), each with a unique last name so parallel tests
 * and projects never see each other's rows.
 */
import {
  type AppointmentCreate,
  AppointmentSchema,
  ARRIVAL_WINDOW_LABELS,
  startOfDayInZone,
  type UserRole,
} from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { type APIRequestContext, expect } from '@playwright/test';
import { sharedPoolDates } from './booking.ts';
import { E2E_PASSWORDS } from './global-setup.ts';

export async function signInAs(request: APIRequestContext, role: UserRole) {
  const res = await request.post('/api/auth/login', { data: { username: role, password: E2E_PASSWORDS[role] } });
  expect(res.status(), await res.text()).toBe(200);
}

export const uniqueLastName = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Books the first free slot from a random starting point (a full slot answers 409; try the next),
 * only on the shared pool of dates, so booking tests that fill whole dates never collide with it.
 */
export async function createAppointment(request: APIRequestContext, overrides: Partial<AppointmentCreate> = {}) {
  const dates = sharedPoolDates();
  const slots = dates.flatMap((date) => ARRIVAL_WINDOW_LABELS.map((slot) => ({ date, slot })));
  const start = Math.floor(Math.random() * slots.length);
  for (let i = 0; i < slots.length; i++) {
    const { date, slot } = slots[(start + i) % slots.length] as (typeof slots)[number];
    const input = buildAppointmentInput(startOfDayInZone(date).toISOString(), {
      preferredTimeSlot: slot,
      ...overrides,
    });
    const res = await request.post('/api/appointments', { data: input });
    if (res.status() === 409) continue;
    if (res.status() === 404) throw new Error('POST /api/appointments is missing: these tests need the booking API');
    expect(res.status(), await res.text()).toBe(201);
    // Only the id is read: the booking response's other fields belong to the booking feature.
    const { id } = AppointmentSchema.pick({ id: true }).parse(await res.json());
    return { ...input, id };
  }
  throw new Error('no free slot left to book');
}
