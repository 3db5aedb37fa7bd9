/**
 * /admin/compliance (decision 0231, online): the office's permitted tyre carriers and certified
 * refrigerant recyclers (the crew picks from them at job done; a job with tyres cannot be done
 * until a carrier is here), and the log an inspector reads: every refrigerant appliance and tyre
 * load, where it went, who recorded it and when, for a date range, with its CSV.
 */
import { OfficePage } from '../../../components/office/office-page.tsx';
import { ComplianceLog } from '../components/compliance-log.tsx';
import { DisposalPartners } from '../components/disposal-partners.tsx';

export default function CompliancePage() {
  return (
    <OfficePage title="Compliance" path="/admin/compliance">
      <p className="text-sm text-slate-600">Needs a connection: nothing here works offline.</p>
      <DisposalPartners />
      <ComplianceLog />
    </OfficePage>
  );
}
