/**
 * Compliance on the line items (decision 0231): which lines of a job must record
 * where they went, and whether what the crew recorded is enough. One rule, used by the phone (to
 * ask before "Mark job done") and the server (which refuses a completion without it).
 */
import type { DisposalPartner } from '../schemas/compliance.ts';
import type { EstimateLine, PriceItem } from '../schemas/price-book.ts';

export interface ComplianceNeed {
  itemCode: string;
  label: string;
  kind: 'refrigerant' | 'tyre';
  quantity: number;
}

/** The item lines whose price-book item needs a record (refrigerant appliances, tyres). */
export function complianceNeeds(lines: readonly EstimateLine[], items: readonly PriceItem[]): ComplianceNeed[] {
  const needs: ComplianceNeed[] = [];
  for (const line of lines) {
    if (line.kind !== 'item') continue;
    const item = items.find((i) => i.code === line.code);
    if (item && item.compliance !== 'none')
      needs.push({ itemCode: line.code, label: line.label, kind: item.compliance, quantity: line.quantity });
  }
  return needs;
}

/** What the crew recorded for one line (the parsed `ComplianceEntry`, or the phone's form). */
export interface ComplianceRecord {
  itemCode: string;
  partnerId?: string | undefined;
  recoveredBy?: string | undefined;
  recoveredOn?: string | undefined;
}

export type ComplianceProblem = { code: 'no_tyre_carrier' | 'compliance_missing'; message: string };

export const NO_TYRE_CARRIER_MESSAGE =
  'No permitted tyre carrier is set up. The office adds one under Admin → Compliance; until then a job with tyres cannot be marked done.';

/** Null when every need has a sufficient record; otherwise the first problem, in plain words. */
export function complianceProblem(
  needs: readonly ComplianceNeed[],
  entries: readonly ComplianceRecord[],
  partners: readonly DisposalPartner[],
): ComplianceProblem | null {
  const partner = (id: string | undefined, kind: DisposalPartner['kind']) =>
    id ? partners.find((p) => p.id === id && p.kind === kind) : undefined;
  if (needs.some((n) => n.kind === 'tyre') && !partners.some((p) => p.kind === 'tyre_carrier'))
    return { code: 'no_tyre_carrier', message: NO_TYRE_CARRIER_MESSAGE };
  for (const need of needs) {
    const entry = entries.find((e) => e.itemCode === need.itemCode);
    if (need.kind === 'tyre' && !partner(entry?.partnerId, 'tyre_carrier'))
      return {
        code: 'compliance_missing',
        message: `${need.label}: choose the permitted carrier the tyres go to.`,
      };
    if (
      need.kind === 'refrigerant' &&
      !partner(entry?.partnerId, 'refrigerant_recycler') &&
      !(entry?.recoveredBy && entry.recoveredOn)
    )
      return {
        code: 'compliance_missing',
        message: `${need.label}: say who recovered the refrigerant and when, or the certified recycler it goes to.`,
      };
  }
  return null;
}
