import { COMPANY } from '@haul/shared';

const PROMISES = [
  `${COMPANY.rating} rating · ${COMPANY.reviewCountLabel.toLowerCase()}`,
  'Licensed & insured',
  'Upfront, volume-based pricing',
  'Pay only after the job is done',
];

/** Why booking here is safe, under the wizard: static marketing claims from the spec. */
export function TrustStrip() {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-600 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-6">
      {PROMISES.map((promise) => (
        <li key={promise} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="font-bold text-brand-700">
            ✓
          </span>
          {promise}
        </li>
      ))}
    </ul>
  );
}
