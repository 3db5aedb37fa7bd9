/**
 * /onboarding (the spec's Training portal): crew training with quizzes and badges, offline. A crew
 * member trains as themselves; an admin first picks the employee who is training. Page content
 * only: the staff shell owns sign-in, navigation and the sync status (decision 0050).
 */
import { Link } from 'react-router-dom';
import { BackToAdmin, StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { useOffline } from '../../../offline/offline-context.tsx';
import { TrainingPortal } from '../components/training-portal.tsx';

export default function OnboardingPage() {
  const { user } = useOffline();
  return (
    <StaffPage
      title="Training Portal"
      description="Crew training modules and quizzes, even with no signal."
      path="/onboarding"
      above={
        user.role === 'admin' && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <BackToAdmin />
            <Link
              to="/onboarding/manage"
              className="inline-flex min-h-12 items-center text-sm font-semibold text-brand-800 underline"
            >
              Manage training
            </Link>
          </div>
        )
      }
    >
      <TrainingPortal user={user} />
    </StaffPage>
  );
}
