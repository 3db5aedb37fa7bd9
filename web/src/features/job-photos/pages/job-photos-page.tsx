import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';

/** Placeholder until its issue lands; staff only, so a visitor is sent to sign in and back. */
export default function Page() {
  return (
    <>
      <PageMeta title="Job Photos" description="Job Photos" path="/job-photos" noindex />
      <RequireStaff>
        {() => (
          <main className="mx-auto max-w-3xl px-4 py-16">
            <h1 className="text-3xl font-bold">Job Photos</h1>
          </main>
        )}
      </RequireStaff>
    </>
  );
}
