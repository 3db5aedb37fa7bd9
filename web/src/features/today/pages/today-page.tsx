import { StaffPlaceholder } from '../../../components/ui/staff-placeholder.tsx';

/** A crew member's day (jobs, crew, schedule): built by the crew and dispatch issue (10). */
export default function TodayPage() {
  return <StaffPlaceholder title="Today" path="/today" />;
}
