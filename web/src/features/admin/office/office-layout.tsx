/**
 * The content frame of an office screen inside the staff shell (decision 0050): the page's meta,
 * "← Back to Admin", one h1 and its sections. The shell owns sign-in, the admins-only check
 * (every /admin/* path), navigation and the sync status.
 */
import type { ReactNode } from 'react';
import { BackToAdmin } from '../../../components/ui/staff-placeholder.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';

export function OfficePage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <>
      <PageMeta title={title} description={title} path={path} noindex />
      <BackToAdmin />
      <div className="space-y-5">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </>
  );
}
