/**
 * The office's calendar SQL (decision 0140): closed-day rules and crews per window. Every write runs in
 * `writeVersioned`, so the change version moves and each instance's availability cache follows.
 */
import { type CalendarDate, type ClosedDay, ClosedDayRuleSchema, type CrewSetting } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql, Tx } from '../client.ts';

/** What the capacity rules need about one date. */
export interface DateCalendar {
  closedDays: ClosedDay[];
  weekday: CrewSetting[];
  date: CrewSetting[];
}

export interface BookingOnDate {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  preferred_date: string;
  preferred_time_slot: string;
  status: string;
}

/** A rule stored by an older build or by hand that no longer parses is skipped, never thrown. */
function toClosedDays(rows: { id: string; label: string; rule: unknown }[]): ClosedDay[] {
  return rows.flatMap((r) => {
    const rule = ClosedDayRuleSchema.safeParse(r.rule);
    return rule.success ? [{ id: r.id, label: r.label, rule: rule.data }] : [];
  });
}

async function closedDays(db: Sql | Tx): Promise<ClosedDay[]> {
  return toClosedDays(
    await db<{ id: string; label: string; rule: unknown }[]>`
    select id, label, rule from closed_days order by created_at, label`,
  );
}

/** The calendar of one date; works on the pool or inside a booking's transaction. */
export async function dateCalendar(db: Sql | Tx, date: CalendarDate, weekday: number): Promise<DateCalendar> {
  const [closed, weekdayRows, dateRows] = await Promise.all([
    closedDays(db),
    db<CrewSetting[]>`select slot, crews from weekday_crews where weekday = ${weekday}`,
    db<CrewSetting[]>`select slot, crews from date_crews where date = ${date}`,
  ]);
  return { closedDays: closed, weekday: [...weekdayRows], date: [...dateRows] };
}

export function businessCalendarRepository(sql: Sql) {
  return {
    closedDays: () => closedDays(sql),
    dateCalendar: (date: CalendarDate, weekday: number) => dateCalendar(sql, date, weekday),

    async weekdayCrews() {
      return [
        ...(await sql<{ weekday: number; slot: string; crews: number }[]>`
        select weekday, slot, crews from weekday_crews order by weekday, slot`),
      ];
    },

    async dateCrewsFrom(from: CalendarDate) {
      return [
        ...(await sql<{ date: string; slot: string; crews: number }[]>`
        select date::text as date, slot, crews from date_crews where date >= ${from} order by date, slot`),
      ];
    },

    /** Live bookings from `from` to `to`; the service keeps those on closed days. */
    async bookingsBetween(from: CalendarDate, to: CalendarDate): Promise<BookingOnDate[]> {
      return [
        ...(await sql<BookingOnDate[]>`
        select id, first_name, last_name, phone, preferred_date::text as preferred_date, preferred_time_slot, status
        from appointments
        where preferred_date between ${from} and ${to} and deleted_at is null
          and status not in ('cancelled', 'completed')
        order by preferred_date, preferred_time_slot, last_name`),
      ];
    },

    async insertClosedDay(label: string, rule: unknown, at: Date): Promise<ClosedDay> {
      return writeVersioned(sql, async (tx) => {
        const rows = await tx<{ id: string; label: string; rule: unknown }[]>`
          insert into closed_days (label, rule, created_at, updated_at)
          values (${label}, ${tx.json(rule as never)}, ${at}, ${at}) returning id, label, rule`;
        return toClosedDays(rows)[0] as ClosedDay;
      });
    },

    async updateClosedDay(id: string, label: string, rule: unknown, at: Date): Promise<ClosedDay | null> {
      return writeVersioned(sql, async (tx) => {
        const rows = await tx<{ id: string; label: string; rule: unknown }[]>`
          update closed_days set label = ${label}, rule = ${tx.json(rule as never)}, updated_at = ${at}
          where id = ${id} returning id, label, rule`;
        return toClosedDays(rows)[0] ?? null;
      });
    },

    async deleteClosedDay(id: string): Promise<boolean> {
      return writeVersioned(sql, async (tx) => {
        const rows = await tx`delete from closed_days where id = ${id} returning id`;
        return rows.length > 0;
      });
    },

    async setWeekdayCrews(weekday: number, slot: string, crews: number): Promise<void> {
      await writeVersioned(sql, async (tx) => {
        await tx`insert into weekday_crews (weekday, slot, crews) values (${weekday}, ${slot}, ${crews})
          on conflict (weekday, slot) do update set crews = excluded.crews`;
      });
    },

    async setDateCrews(date: CalendarDate, slot: string, crews: number): Promise<void> {
      await writeVersioned(sql, async (tx) => {
        await tx`insert into date_crews (date, slot, crews) values (${date}, ${slot}, ${crews})
          on conflict (date, slot) do update set crews = excluded.crews`;
      });
    },

    async clearDateCrews(date: CalendarDate): Promise<void> {
      await writeVersioned(sql, async (tx) => {
        await tx`delete from date_crews where date = ${date}`;
      });
    },
  };
}
export type BusinessCalendarRepository = ReturnType<typeof businessCalendarRepository>;
