import { describe, expect, it } from 'vitest';
import { kindsWhere, MESSAGE_KIND_LABELS, MESSAGE_KIND_RULES, MESSAGE_KINDS } from './messages.ts';

describe('the per-kind message rules (MESSAGE_KIND_RULES)', () => {
  it('still emails an unsubscribed address only the booking confirmation and the invoice', () => {
    expect(kindsWhere('ignoresUnsubscribe')).toEqual(['booking_confirmation', 'receipt']);
  });

  it('stops the reminder and "on my way" once the job is cancelled or done; the reminder lapses when moved', () => {
    expect(kindsWhere('stopsWhenJobEnds')).toEqual(['reminder', 'on_my_way']);
    expect(kindsWhere('lapsesWhenMoved')).toEqual(['reminder']);
    expect(kindsWhere('followsReminderHour')).toEqual(['reminder']);
  });

  it('labels every kind from the same table', () => {
    expect(Object.keys(MESSAGE_KIND_RULES)).toEqual([...MESSAGE_KINDS]);
    for (const kind of MESSAGE_KINDS) expect(MESSAGE_KIND_LABELS[kind]).toBe(MESSAGE_KIND_RULES[kind].label);
  });
});
