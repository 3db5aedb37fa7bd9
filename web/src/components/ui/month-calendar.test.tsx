import { type CalendarDate, dayOfWeek, formatLongDate } from '@haul/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthCalendar } from './month-calendar.tsx';

/** Weekends are unavailable; the grid reaches 5 January to 28 February 2026. */
function Picker({ onChosen = () => {} }: { onChosen?: (date: CalendarDate) => void }) {
  const [selected, setSelected] = useState<CalendarDate | null>(null);
  return (
    <MonthCalendar
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onChosen(date);
      }}
      firstDate="2026-01-05"
      lastDate="2026-02-28"
      isAvailable={(date) => dayOfWeek(date) !== 0 && dayOfWeek(date) !== 6}
    />
  );
}

const day = (date: CalendarDate) => screen.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}`) });

describe('the month calendar (WAI-ARIA date picker)', () => {
  it('is one Tab stop, and arrows, Home/End and PageDown move the focused day', async () => {
    const events = userEvent.setup();
    render(<Picker />);
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
    // Next month, then the grid: one stop for all its days (Previous month is disabled here).
    await events.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await events.tab();
    expect(day('2026-01-05')).toHaveFocus();
    await events.tab();
    expect(document.body).toHaveFocus();
    await events.tab({ shift: true });
    await events.keyboard('{ArrowRight}');
    expect(day('2026-01-06')).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(day('2026-01-13')).toHaveFocus();
    await events.keyboard('{End}');
    expect(day('2026-01-17')).toHaveFocus();
    await events.keyboard('{Home}');
    expect(day('2026-01-11')).toHaveFocus();
    await events.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    expect(day('2026-02-11')).toHaveFocus();
  });

  it('never moves before the first date', async () => {
    const events = userEvent.setup();
    render(<Picker />);
    await events.click(day('2026-01-05'));
    await events.keyboard('{ArrowUp}');
    expect(day('2026-01-05')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('Enter chooses an available day; an unavailable one is said so and not chosen', async () => {
    const events = userEvent.setup();
    const chosen: CalendarDate[] = [];
    render(<Picker onChosen={(d) => chosen.push(d)} />);
    await events.click(day('2026-01-10'));
    expect(day('2026-01-10')).toHaveAccessibleName(`${formatLongDate('2026-01-10')}, unavailable`);
    expect(chosen).toEqual([]);
    await events.keyboard('{ArrowLeft}{Enter}');
    expect(chosen).toEqual(['2026-01-09']);
    expect(day('2026-01-09')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the month buttons show the next and previous month, within the reachable range', async () => {
    const events = userEvent.setup();
    render(<Picker />);
    await events.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
  });
});
