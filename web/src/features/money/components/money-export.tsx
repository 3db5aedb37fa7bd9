import { MoneyCsvQuerySchema } from '@haul/shared';
import { CsvRangeExport } from '../../../components/office/csv-range-export.tsx';
import { moneyCsvUrl } from '../api/money-report.ts';

export function MoneyExport({ defaultFrom, defaultTo }: { defaultFrom: string; defaultTo: string }) {
  return (
    <CsvRangeExport
      title="For the accountant"
      description="One row per invoice, payment and refund, in Atlanta time, amounts in dollars (refunds negative). Opens in any spreadsheet."
      schema={MoneyCsvQuerySchema}
      urlFor={moneyCsvUrl}
      defaultFrom={defaultFrom}
      defaultTo={defaultTo}
    />
  );
}
