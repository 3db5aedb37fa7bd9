/**
 * Job done, compliance on the line items (decision 0231): for each refrigerant appliance, who
 * recovered the refrigerant and when, or the certified recycler it goes to (EPA §608); for tyres,
 * the permitted carrier they go to. The choices come from the office's list, synced to the phone.
 */
import {
  type ComplianceNeed,
  type ComplianceRecord,
  calendarDateOf,
  type DisposalPartner,
  NO_TYRE_CARRIER_MESSAGE,
} from '@haul/shared';

const field = 'mt-1 block min-h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-base';
const TECHNICIAN = 'technician';

export type ComplianceRecords = Record<string, ComplianceRecord>;

function TyreFields({
  need,
  carriers,
  record,
  onChange,
}: {
  need: ComplianceNeed;
  carriers: DisposalPartner[];
  record: ComplianceRecord;
  onChange(r: ComplianceRecord): void;
}) {
  if (carriers.length === 0)
    return <p className="mt-1 rounded-md bg-amber-50 p-2 font-semibold text-amber-950">{NO_TYRE_CARRIER_MESSAGE}</p>;
  return (
    <label className="mt-1 block text-sm font-semibold text-slate-800">
      Permitted carrier the {need.quantity} {need.quantity === 1 ? 'tyre goes' : 'tyres go'} to
      <select
        className={field}
        value={record.partnerId ?? ''}
        onChange={(e) => onChange({ itemCode: need.itemCode, partnerId: e.target.value || undefined })}
      >
        <option value="">Choose the carrier…</option>
        {carriers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} (permit {p.permit})
          </option>
        ))}
      </select>
    </label>
  );
}

function RefrigerantFields({
  need,
  recyclers,
  record,
  onChange,
}: {
  need: ComplianceNeed;
  recyclers: DisposalPartner[];
  record: ComplianceRecord;
  onChange(r: ComplianceRecord): void;
}) {
  const technician = record.partnerId === undefined && record.recoveredOn !== undefined;
  const choice = record.partnerId ?? (technician ? TECHNICIAN : '');
  return (
    <>
      <label className="mt-1 block text-sm font-semibold text-slate-800">
        Where the refrigerant goes
        <select
          className={field}
          value={choice}
          onChange={(e) => {
            const v = e.target.value;
            if (v === TECHNICIAN)
              onChange({ itemCode: need.itemCode, recoveredBy: '', recoveredOn: calendarDateOf(new Date()) });
            else onChange({ itemCode: need.itemCode, partnerId: v || undefined });
          }}
        >
          <option value="">Choose…</option>
          <option value={TECHNICIAN}>Recovered by a certified technician</option>
          {recyclers.map((p) => (
            <option key={p.id} value={p.id}>
              To {p.name} (certification {p.permit})
            </option>
          ))}
        </select>
      </label>
      {technician && (
        <div className="mt-2 grid gap-2">
          <label className="block text-sm font-semibold text-slate-800">
            Recovered by (name and EPA 608 certification number)
            <input
              className={field}
              maxLength={160}
              value={record.recoveredBy ?? ''}
              onChange={(e) => onChange({ ...record, recoveredBy: e.target.value })}
            />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Recovered on
            <input
              className={field}
              type="date"
              value={record.recoveredOn ?? ''}
              onChange={(e) => onChange({ ...record, recoveredOn: e.target.value })}
            />
          </label>
        </div>
      )}
    </>
  );
}

export function ComplianceFields({
  needs,
  partners,
  records,
  onChange,
}: {
  needs: ComplianceNeed[];
  partners: DisposalPartner[];
  records: ComplianceRecords;
  onChange(next: ComplianceRecords): void;
}) {
  if (needs.length === 0) return null;
  const carriers = partners.filter((p) => p.kind === 'tyre_carrier');
  const recyclers = partners.filter((p) => p.kind === 'refrigerant_recycler');
  const set = (r: ComplianceRecord) => onChange({ ...records, [r.itemCode]: r });
  return (
    <fieldset className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <legend className="pt-3 font-bold text-slate-900">Where it went (the law asks)</legend>
      {needs.map((need) => {
        const record = records[need.itemCode] ?? { itemCode: need.itemCode };
        return (
          <div key={need.itemCode}>
            <p className="font-semibold text-slate-900">
              {need.label} × {need.quantity}
            </p>
            {need.kind === 'tyre' ? (
              <TyreFields need={need} carriers={carriers} record={record} onChange={set} />
            ) : (
              <RefrigerantFields need={need} recyclers={recyclers} record={record} onChange={set} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
