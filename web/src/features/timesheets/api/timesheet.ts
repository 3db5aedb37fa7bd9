/** A payroll week's timesheet, and the payroll CSV's URL (the browser downloads it with the session cookie). */
import { TimesheetWeekSchema } from '@haul/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/office-api.ts';

export const useTimesheet = (week: string | undefined) =>
  useQuery({
    queryKey: ['office', 'timesheet', week ?? 'current'],
    queryFn: () => apiJson(TimesheetWeekSchema, 'GET', `/api/office/timesheets${queryString({ week })}`),
    placeholderData: keepPreviousData,
  });

export const payrollCsvUrl = (from: string, to: string) => `/api/office/payroll.csv${queryString({ from, to })}`;
