/** Employees for staff screens: pay (hourlyRate) is for admins only, so crews get it removed. */
import type { Employee, User } from '@haul/shared';
import type { StaffEmployeesRepository } from '../db/repositories/employees.staff.ts';

export function staffEmployeesService(repo: StaffEmployeesRepository) {
  return {
    async listFor(user: User): Promise<Employee[]> {
      const employees = await repo.list();
      return user.role === 'admin' ? employees : employees.map(({ hourlyRate: _pay, ...rest }) => rest);
    },
  };
}
export type StaffEmployeesService = ReturnType<typeof staffEmployeesService>;
