/**
 * /onboarding (spec §2 Training portal): crew training with quizzes and badges, offline. A crew
 * member trains as themselves; an admin first picks the employee who is training.
 */
import { Link } from 'react-router-dom';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { OfflineProvider } from '../../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../../offline/sync-status.tsx';
import { TrainingPortal } from '../components/training-portal.tsx';

export default function OnboardingPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageMeta
        title="Training Portal"
        description="Crew training modules and quizzes, even with no signal."
        path="/onboarding"
        noindex
      />
      <RequireStaff>
        {(user) => (
          <OfflineProvider user={user}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to="/admin" className="text-sm font-medium text-brand-700 hover:underline">
                ← Back to Admin
              </Link>
              {user.role === 'admin' && (
                <Link to="/onboarding/manage" className="text-sm font-semibold text-brand-800 underline">
                  Manage training
                </Link>
              )}
            </div>
            <h1 className="mt-2 text-3xl font-bold">Training Portal</h1>
            <div className="my-4">
              <SyncStatusBar />
            </div>
            <TrainingPortal user={user} />
          </OfflineProvider>
        )}
      </RequireStaff>
    </main>
  );
}
