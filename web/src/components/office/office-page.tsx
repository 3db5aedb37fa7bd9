/**
 * An office screen: the staff page frame (decision 0050; every /admin/* path is admins-only, so
 * it shows "← Back to Admin") with its sections spaced evenly below the h1.
 */
import type { ReactNode } from 'react';
import { StaffPage } from '../staff-shell/staff-page.tsx';

export function OfficePage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <StaffPage title={title} path={path}>
      <div className="space-y-5">{children}</div>
    </StaffPage>
  );
}
