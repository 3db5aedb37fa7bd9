import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';

/** Placeholder until its issue lands; staff only, so a visitor is sent to sign in and back. */
export default function Page() {
  return (
    <>
      <PageMeta title="Time Tracking" description="Time Tracking" path="/time-tracking" noindex />
      <RequireStaff>
        {() => (
          <main className="mx-auto max-w-3xl px-4 py-16">
            <h1 className="text-3xl font-bold">Time Tracking</h1>
          </main>
        )}
      </RequireStaff>
    </>
  );
}
