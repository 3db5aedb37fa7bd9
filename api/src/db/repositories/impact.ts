/** The impact page's snapshot (decision 0202): one row, the figures last computed. */
import type { ImpactValues } from '@haul/shared';
import type { Sql } from '../client.ts';

export interface ImpactSnapshot {
  computedAt: Date;
  values: ImpactValues;
}

export function impactRepository(sql: Sql) {
  return {
    async snapshot(): Promise<ImpactSnapshot | null> {
      const [row] = await sql<{ computed_at: Date; figures: ImpactValues }[]>`
        select computed_at, figures from impact_snapshots where id = 1`;
      return row ? { computedAt: new Date(row.computed_at), values: row.figures } : null;
    },
    async save(s: ImpactSnapshot): Promise<void> {
      await sql`
        insert into impact_snapshots (id, computed_at, figures) values (1, ${s.computedAt}, ${sql.json(s.values as never)})
        on conflict (id) do update set computed_at = excluded.computed_at, figures = excluded.figures`;
    },
    /** Everyone the company has hired (the page's "local jobs created"). */
    async employeesHired(): Promise<number> {
      const [row] = await sql<{ n: string }[]>`select count(*)::text as n from employees`;
      return Number(row?.n ?? 0);
    },
  };
}
export type ImpactRepository = ReturnType<typeof impactRepository>;
