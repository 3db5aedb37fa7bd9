/**
 * /today/load (decision 0200): the crew records a load at the facility — where, the ticket (or donation
 * receipt) number, net weight (or volume where nothing is weighed), material, fee, the jobs on it
 * with their truck share, and a photo of the ticket. Saved on the phone at once and sent when it
 * can be (offline like every write); the photo goes through the photo queue before the load.
 */
import { Link } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useOffline } from '../../../offline/offline-context.tsx';
import { useLoadScreen } from '../../../offline/queries/loads.ts';
import { LoadForm } from '../components/load-form.tsx';
import { TodaysLoads } from '../components/todays-loads.tsx';

export default function LoadPage() {
  const { user } = useOffline();
  const screen = useLoadScreen(user.employeeId);

  if (!user.employeeId)
    return (
      <StaffPage title="Record a load" path="/today/load">
        <p className="text-slate-700">This account is not a crew member's, so it records no loads.</p>
      </StaffPage>
    );
  if (!screen)
    return (
      <StaffPage title="Record a load" path="/today/load">
        <p className="text-slate-600">Loading...</p>
      </StaffPage>
    );

  return (
    <StaffPage title="Record a load" description="Record a dump ticket or donation receipt." path="/today/load">
      <p className="mb-4 text-slate-700">
        Works offline: the load is saved on this phone and sent to the office when you are back online.
      </p>
      <p className="mb-4 rounded-lg bg-slate-100 p-3 font-semibold text-slate-900">
        {screen.truck
          ? `Truck: ${screen.truck.name} (${screen.truck.plate})`
          : 'No truck set for you today. The office sets it on Trucks.'}
      </p>
      {screen.facilities.length === 0 ? (
        <p className="text-slate-700">
          The office has not listed any facilities yet, so a load cannot be recorded. Ask them to add one.
        </p>
      ) : (
        <LoadForm
          facilities={screen.facilities}
          jobs={screen.jobs}
          employeeId={user.employeeId}
          truckId={screen.truck?.id ?? null}
        />
      )}
      <TodaysLoads loads={screen.loads}>
        <Link to="/today" className={`${buttonClasses('outline', 'lg')} mt-4`}>
          Back to Today
        </Link>
      </TodaysLoads>
    </StaffPage>
  );
}
