/** Employee reads for staff screens. Pay (hourly_rate) is mapped here; the service hides it from crews. */
import { centsAsDecimal, type Employee, type EmployeeRole, type EmployeeStatus, parseDollars } from '@haul/shared';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';

interface EmployeeRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  role: EmployeeRole;
  status: EmployeeStatus;
  hourly_rate: number | null;
  hire_date: string;
  created_at: Date;
}

/**
 * The rate as "25.50": `numeric(8, 2)` arrives as a number (db/client.ts), whose shortest decimal
 * text is the stored amount, so it is read back exactly as typed money (decision 0315).
 */
function rateText(rate: number): string {
  const reading = parseDollars(String(rate));
  if (!reading.ok) throw new Error(`hourly_rate ${rate} is not an amount of money`);
  return centsAsDecimal(reading.cents);
}

export const toEmployee = (r: EmployeeRow): Employee => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  role: r.role,
  status: r.status,
  hourlyRate: r.hourly_rate === null ? null : rateText(r.hourly_rate),
  hireDate: r.hire_date,
  createdAt: iso(r.created_at),
});

export function staffEmployeesRepository(sql: Sql) {
  return {
    async list(): Promise<Employee[]> {
      const rows = await sql<EmployeeRow[]>`
        select * from employees where deleted_at is null order by last_name, first_name, id`;
      return rows.map(toEmployee);
    },
  };
}
export type StaffEmployeesRepository = ReturnType<typeof staffEmployeesRepository>;
