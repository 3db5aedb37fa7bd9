/**
 * A job for photo tests: a new crew member with their own account, and today's appointment with a
 * unique customer name and no site, made by the office through sync, with the member on its crew. Signs `request` in as the
 * admin (the specs read the server's photos with it).
 */
import type { APIRequestContext } from '@playwright/test';
import { createJob } from './jobs.ts';
import { newCrewMember, signInAs, uniqueLastName } from './staff.ts';

export async function createPhotoJob(request: APIRequestContext) {
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const customer = uniqueLastName('Garage');
  // On the job's crew: a crew member's Photos tab lists only the jobs they are on.
  const { id: appointmentId } = await createJob({ lastName: customer, site: null, crew: [member.employee.id] });
  const { id: employeeId, firstName, lastName } = member.employee;
  return { member, employeeId, appointmentId, customer, employeeName: `${firstName} ${lastName}` };
}
