/** Employees for staff screens: pay, phones and emails are for admins only; crews see names and roles. */
import type { Employee, User } from '@haul/shared';
import type { StaffEmployeesRepository } from '../db/repositories/employees.staff.ts';

export function staffEmployeesService(repo: StaffEmployeesRepository) {
  return {
    async listFor(user: User): Promise<Employee[]> {
      const employees = await repo.list();
      return user.role === 'admin'
        ? employees
        : employees.map(({ hourlyRate: _pay, phone: _phone, email: _email, ...rest }) => rest);
    },
  };
}
export type StaffEmployeesService = ReturnType<typeof staffEmployeesService>;
