import { StaffPlaceholder } from '../../../components/ui/staff-placeholder.tsx';
import { AppAccessPanel } from '../components/app-access-panel.tsx';

/** Crew management is not built yet (issue 10); the App access panel of issue 9 lives here until then. */
export default function Page() {
  return (
    <>
      <StaffPlaceholder title="Crew Management" path="/crew" />
      <AppAccessPanel />
    </>
  );
}
