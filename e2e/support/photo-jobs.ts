/**
 * A job for photo tests: a new crew member with their own account, and today's appointment with a
 * unique customer name, made by the office through sync.
 */
import { randomUUID } from 'node:crypto';
import { calendarDateOf, SYNC_PROTOCOL, startOfDayInZone } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { type APIRequestContext, expect } from '@playwright/test';
import { newCrewMember, signInAs, uniqueLastName } from './staff.ts';

export async function createPhotoJob(request: APIRequestContext) {
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const appointmentId = randomUUID();
  const customer = uniqueLastName('Garage');
  const today = startOfDayInZone(calendarDateOf(new Date())).toISOString();
  const res = await request.post('/api/sync/push', {
    data: {
      protocol: SYNC_PROTOCOL,
      clientId: randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'createAppointment',
          clientTime: new Date().toISOString(),
          args: { ...buildAppointmentInput(today, { lastName: customer }), id: appointmentId },
        },
      ],
    },
  });
  expect((await res.json()).results.map((r: { status: string }) => r.status)).toEqual(['applied']);
  const { id: employeeId, firstName, lastName } = member.employee;
  return { member, employeeId, appointmentId, customer, employeeName: `${firstName} ${lastName}` };
}
