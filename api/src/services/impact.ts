/**
 * The public impact page's figures (decision 0202): computed from the loads over the
 * twelve months to yesterday (company days), kept as one snapshot row, and recomputed once a day
 * — by the scheduled job (once over all instances, decision 0240) or, if that has not run for a
 * day, by the first request that finds the snapshot stale. Each instance re-reads the row at most
 * once a minute, so a refresh by another instance reaches every page within a minute.
 */
import {
  addDays,
  calendarDateOf,
  fillImpactPage,
  formatMonthDayYear,
  type ImpactValues,
  impactFigures,
  impactPageValues,
  startOfDayInZone,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { ImpactRepository, ImpactSnapshot } from '../db/repositories/impact.ts';
import type { LoadsRepository } from '../db/repositories/loads.ts';

const DAY_MS = 86_400_000;
const REREAD_MS = 60_000;
/** How often the scheduled job recomputes (server.ts). */
export const IMPACT_REFRESH_EVERY_MS = DAY_MS;

export function impactService(repo: ImpactRepository, loads: LoadsRepository, clock: Clock) {
  let held: { snapshot: ImpactSnapshot; readAt: number } | null = null;
  let filled: { source: Buffer; stamp: number; out: Buffer } | null = null;

  const service = {
    /** Computes the figures now and stores them. */
    async refresh(): Promise<ImpactSnapshot> {
      const now = clock.now();
      const today = calendarDateOf(now);
      const to = addDays(today, -1);
      const from = addDays(today, -365);
      const facts = await loads.facts(startOfDayInZone(from), startOfDayInZone(today));
      const figures = impactFigures(facts, from, to);
      const values = impactPageValues(figures, {
        employees: await repo.employeesHired(),
        computedAt: formatMonthDayYear(today),
      });
      const snapshot = { computedAt: now, values };
      await repo.save(snapshot);
      held = { snapshot, readAt: now.getTime() };
      return snapshot;
    },

    /** The figures the page shows: never older than a day. */
    async values(): Promise<ImpactValues> {
      const now = clock.now().getTime();
      if (!held || now - held.readAt > REREAD_MS) {
        const stored = await repo.snapshot();
        held = stored ? { snapshot: stored, readAt: now } : null;
      }
      if (!held || now - held.snapshot.computedAt.getTime() >= DAY_MS) return (await service.refresh()).values;
      return held.snapshot.values;
    },

    /** The prerendered page with its figures; the same bytes until the figures change (gzip is cached on them). */
    async page(source: Buffer): Promise<Buffer> {
      const values = await service.values();
      const stamp = held?.snapshot.computedAt.getTime() ?? 0;
      if (filled && filled.source === source && filled.stamp === stamp) return filled.out;
      const out = Buffer.from(fillImpactPage(source.toString('utf8'), values));
      filled = { source, stamp, out };
      return out;
    },
  };
  return service;
}
export type ImpactService = ReturnType<typeof impactService>;
