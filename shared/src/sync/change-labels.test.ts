import { describe, expect, it } from 'vitest';
import { changeLabel } from './change-labels.ts';
import { MUTATOR_ARGS } from './mutators.ts';

describe('change labels', () => {
  it('names every change in plain words, never by its code name', () => {
    for (const name of Object.keys(MUTATOR_ARGS)) {
      expect(changeLabel(name)).not.toBe(name);
      expect(changeLabel(name)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
    expect(changeLabel('clockIn')).toBe('Clock in');
  });

  it('shows a change an older app version made, and this one no longer has, by its name', () => {
    expect(changeLabel('recordTrainingProgress')).toBe('recordTrainingProgress');
  });
});
