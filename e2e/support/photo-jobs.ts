/** A job for photo tests: today's appointment and an employee, made by the office through sync. */
import { randomUUID } from 'node:crypto';
import { calendarDateOf, startOfDayInZone } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { type APIRequestContext, expect } from '@playwright/test';
import { signInAs, uniqueLastName } from './staff.ts';

export async function createPhotoJob(request: APIRequestContext) {
  await signInAs(request, 'admin');
  const employeeId = randomUUID();
  const appointmentId = randomUUID();
  const customer = uniqueLastName('Garage');
  const employeeLast = uniqueLastName('Reyes');
  const today = startOfDayInZone(calendarDateOf(new Date())).toISOString();
  const at = new Date().toISOString();
  const res = await request.post('/api/sync/push', {
    data: {
      clientId: randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'createEmployee',
          clientTime: at,
          args: {
            id: employeeId,
            firstName: 'Dana',
            lastName: employeeLast,
            phone: '(404) 555-0142',
            email: `dana.${employeeId.slice(0, 8)}@example.com`,
          },
        },
        {
          id: 2,
          name: 'createAppointment',
          clientTime: at,
          args: { ...buildAppointmentInput(today, { lastName: customer }), id: appointmentId },
        },
      ],
    },
  });
  expect((await res.json()).results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
  return { employeeId, appointmentId, customer, employeeName: `Dana ${employeeLast}` };
}
