/** The import boundaries of decision 0300: one feature never reaches into another's files. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations } from './check-imports.mjs';

const probe = (file, text) => boundaryViolations(new Map([[file, text]]));

describe('import boundaries (decision 0300)', () => {
  it('refuses a probe import from one feature into another, however it is written', () => {
    const from = 'web/src/features/money/pages/money-page.tsx';
    expect(probe(from, "import { useCustomer } from '../../customers/api/customers.ts';")).toEqual([
      expect.objectContaining({ line: 1, rule: 'feature "money" imports feature "customers"' }),
    ]);
    expect(probe(from, "\n\nconst page = () => import('../../jobs/pages/appointments-page.tsx');")).toHaveLength(1);
    expect(probe(from, "import type { X } from '../../jobs/api/appointments.ts';")).toHaveLength(1);
  });

  it('lets a feature import its own files and the layers below it', () => {
    const from = 'web/src/features/money/pages/money-page.tsx';
    expect(probe(from, "import { useMoneyReport } from '../api/money-report.ts';")).toEqual([]);
    expect(probe(from, "import { Panel } from '../../../components/office/panel.tsx';")).toEqual([]);
    expect(probe(from, "import { apiJson } from '../../../lib/api-client.ts';")).toEqual([]);
  });

  it('keeps components, lib and offline free of features; app composes them', () => {
    expect(probe('web/src/lib/x.ts', "import { a } from '../features/jobs/api/appointments.ts';")).toHaveLength(1);
    expect(probe('web/src/components/office/x.tsx', "import { a } from '../../features/jobs/x.ts';")).toHaveLength(1);
    expect(probe('web/src/app/pages/x.tsx', "import { a } from '../../features/jobs/x.ts';")).toEqual([]);
  });

  it('finds none in the tree as it is', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs');
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toContain('import boundaries: ok');
  });
});
