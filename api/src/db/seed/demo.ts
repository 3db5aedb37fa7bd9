/**
 * Seeds a believable company into an empty database so a new user sees a working product at
 * once: employees, two weeks of appointments around today, schedules and a few contact requests.
 * Deterministic (a seeded generator), and a no-op when any employee already exists.
 */
import { ARRIVAL_WINDOW_LABELS, addDays, calendarDateOf, dayOfWeek, leadSource, startOfDayInZone } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql, Tx } from '../client.ts';
import {
  DEMO_CONTACT_NOTES,
  DEMO_CREW_ACCOUNT_OWNER,
  DEMO_CUSTOMERS,
  DEMO_EMPLOYEES,
  DEMO_JOBS,
  DEMO_SITES,
} from './demo-content.ts';
import { seededRandom } from './random.ts';

const DAYS_BACK = 7;
const DAYS_AHEAD = 7;

const phoneFor = (n: number) =>
  `(${['404', '678', '770', '470'][n % 4]}) 555-${String(1000 + ((n * 137) % 9000)).padStart(4, '0')}`;

function statusFor(date: string, today: string, roll: number): string {
  if (date < today) return roll < 0.85 ? 'completed' : 'cancelled';
  if (date === today) return 'confirmed';
  return roll < 0.5 ? 'confirmed' : roll < 0.93 ? 'pending' : 'cancelled';
}

async function seedEmployees(tx: Tx, version: number, today: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, e] of DEMO_EMPLOYEES.entries()) {
    const [row] = await tx<{ id: string }[]>`
      insert into employees (first_name, last_name, phone, email, role, status, hourly_rate, hire_date, version)
      values (${e.firstName}, ${e.lastName}, ${phoneFor(i + 40)},
              ${`${e.firstName.toLowerCase()}.${e.lastName.toLowerCase()}@haulitallatl.com`},
              ${e.role}, ${e.status}, ${e.rate}, ${addDays(today, -90 * (i + 1))}, ${version})
      returning id`;
    ids.push((row as { id: string }).id);
  }
  return ids;
}

/**
 * Two-person crews: a lead (driver or supervisor) and a crew member, rotating through the active
 * team. The demo `crew` sign-in's employee is on the first job of today and of tomorrow, so a new
 * user signing in as `crew` sees a working Today screen.
 */
function crewRotation(employeeIds: string[], today: string) {
  const active = (pick: (e: (typeof DEMO_EMPLOYEES)[number]) => boolean) =>
    employeeIds.filter((_, i) => {
      const e = DEMO_EMPLOYEES[i];
      return e !== undefined && e.status === 'active' && pick(e);
    });
  const leads = active((e) => e.role !== 'crew_member');
  const members = active((e) => e.role === 'crew_member');
  const owner = employeeIds[DEMO_EMPLOYEES.findIndex((e) => e.firstName === DEMO_CREW_ACCOUNT_OWNER.firstName)];
  const tomorrow = addDays(today, 1);
  return (k: number, date: string, firstOfDay: boolean): string[] => {
    const member = firstOfDay && owner && (date === today || date === tomorrow) ? owner : members[k % members.length];
    return [leads[k % leads.length], member].filter((id): id is string => id !== undefined);
  };
}

async function seedAppointments(tx: Tx, version: number, today: string, employeeIds: string[], next: () => number) {
  let n = 0;
  const crewFor = crewRotation(employeeIds, today);
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    if (dayOfWeek(date) === 0) continue;
    const perDay = 2 + Math.floor(next() * 3);
    for (let j = 0; j < perDay; j++, n++) {
      const [first, last] = DEMO_CUSTOMERS[n % DEMO_CUSTOMERS.length] as readonly [string, string];
      const site = DEMO_SITES[n % DEMO_SITES.length] as (typeof DEMO_SITES)[number];
      const job = DEMO_JOBS[Math.floor(next() * DEMO_JOBS.length)] as (typeof DEMO_JOBS)[number];
      const source = leadSource.values[Math.floor(next() * 8)] as string;
      const createdAt = new Date(
        startOfDayInZone(addDays(date, -3 - Math.floor(next() * 5))).getTime() + 14 * 3600_000,
      );
      await tx`
        insert into appointments (first_name, last_name, phone, email, address, service_type, description,
          preferred_date, preferred_time_slot, status, special_instructions, assigned_employee_ids, lead_source,
          site_latitude, site_longitude, site_source, created_at, version)
        values (${first}, ${last}, ${phoneFor(n)}, ${`${first.toLowerCase()}.${last.toLowerCase()}@example.com`},
          ${site.address}, ${job.serviceType}, ${job.description}, ${date},
          ${ARRIVAL_WINDOW_LABELS[j % ARRIVAL_WINDOW_LABELS.length] as string}, ${statusFor(date, today, next())},
          ${next() < 0.3 ? 'Gate code 4521. Please call when you are 15 minutes out.' : null},
          ${tx.array(crewFor(n, date, j === 0))}::uuid[], ${source}, ${site.latitude}, ${site.longitude}, 'office', ${createdAt}, ${version})`;
    }
  }
  return n;
}

async function seedSchedules(tx: Tx, version: number, today: string, employeeIds: string[]) {
  let count = 0;
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    if (dayOfWeek(date) === 0) continue;
    for (const [i, id] of employeeIds.entries()) {
      const e = DEMO_EMPLOYEES[i];
      if (e?.status !== 'active' || (i + offset) % 5 === 0) continue;
      const early = i % 2 === 0;
      await tx`
        insert into schedules (employee_id, date, start_time, end_time, is_available, notes, version)
        values (${id}, ${date}, ${early ? '07:00' : '09:00'}, ${early ? '15:00' : '17:00'}, ${(i + offset) % 7 !== 3},
                ${e.role === 'driver' ? 'Box truck #2' : null}, ${version})`;
      count++;
    }
  }
  return count;
}

async function seedContacts(tx: Tx, version: number, now: Date) {
  for (const [i, note] of DEMO_CONTACT_NOTES.entries()) {
    const [first, last] = DEMO_CUSTOMERS[(i * 5 + 3) % DEMO_CUSTOMERS.length] as readonly [string, string];
    const site = DEMO_SITES[(i * 3 + 1) % DEMO_SITES.length] as (typeof DEMO_SITES)[number];
    await tx`
      insert into contact_requests (first_name, last_name, phone, email, address, description, created_at, version)
      values (${first}, ${last}, ${phoneFor(i + 80)}, ${`${first.toLowerCase()}${i}@example.com`}, ${site.address},
              ${note}, ${new Date(now.getTime() - (i * 19 + 2) * 3600_000)}, ${version})`;
  }
  return DEMO_CONTACT_NOTES.length;
}

/** Returns a summary of what it seeded, or null when the database already had data. */
export async function seedDemoData(sql: Sql, now: Date): Promise<string | null> {
  const [existing] = await sql<{ count: number }[]>`select count(*)::int as count from employees`;
  if ((existing?.count ?? 0) > 0) return null;
  const today = calendarDateOf(now);
  const next = seededRandom(20_250_105);
  return writeVersioned(sql, async (tx, version) => {
    // Again under the version lock: of two instances starting on one empty database, the second
    // waits here for the first and then sees its rows.
    const [seeded] = await tx<{ count: number }[]>`select count(*)::int as count from employees`;
    if ((seeded?.count ?? 0) > 0) return null;
    const employeeIds = await seedEmployees(tx, version, today);
    const appointments = await seedAppointments(tx, version, today, employeeIds, next);
    const schedules = await seedSchedules(tx, version, today, employeeIds);
    const contacts = await seedContacts(tx, version, now);
    return `${employeeIds.length} employees, ${appointments} appointments, ${schedules} schedules, ${contacts} contact requests`;
  });
}
