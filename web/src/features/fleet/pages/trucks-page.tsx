/**
 * /admin/trucks (decision 0200, online): the office's trucks (name, plate, cubic yards), the facilities
 * a load can go to, and who is on which truck on a day — the crew's Today shows its truck.
 */
import { OfficePage } from '../../../components/office/office-page.tsx';
import { FacilitiesList } from '../components/facilities-list.tsx';
import { TruckDays } from '../components/truck-days.tsx';
import { TrucksList } from '../components/trucks-list.tsx';

export default function TrucksPage() {
  return (
    <OfficePage title="Trucks" path="/admin/trucks">
      <p className="text-sm text-slate-600">Needs a connection: nothing here works offline.</p>
      <TruckDays />
      <TrucksList />
      <FacilitiesList />
    </OfficePage>
  );
}
