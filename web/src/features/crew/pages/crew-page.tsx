import { StaffPlaceholder } from '../../../components/ui/staff-placeholder.tsx';

/** Not built yet (no open issue covers it); behind sign-in like the real screen. */
export default function Page() {
  return <StaffPlaceholder title="Crew Management" path="/crew" requires="admin" />;
}
