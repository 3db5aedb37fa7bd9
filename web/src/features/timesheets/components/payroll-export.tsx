import { PayrollQuerySchema } from '@haul/shared';
import { CsvRangeExport } from '../../../components/office/csv-range-export.tsx';
import { payrollCsvUrl } from '../api/timesheet.ts';

export function PayrollExport({ defaultFrom, defaultTo }: { defaultFrom: string; defaultTo: string }) {
  return (
    <CsvRangeExport
      title="Payroll export"
      description="One row per entry in company time, corrected times where the office corrected them. Opens in any spreadsheet."
      schema={PayrollQuerySchema}
      urlFor={payrollCsvUrl}
      defaultFrom={defaultFrom}
      defaultTo={defaultTo}
    />
  );
}
