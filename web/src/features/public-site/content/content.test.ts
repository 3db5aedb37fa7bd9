/**
 * Guards on the page copy: city pages are written for their own town (no shared paragraphs or
 * neighbourhoods, no other city's name in the local story), and the figures are the spec's.
 */
import { CITY_SLUGS } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { OPENINGS } from './careers.ts';
import { CITY_CARDS, COVINGTON, STANDARD_CITIES } from './cities/index.ts';
import { EQUIVALENTS, HEADLINE_STATS, PROGRAMS, SUPPORT_FIGURES } from './impact.ts';

const cities = Object.values(STANDARD_CITIES);

describe('city copy', () => {
  it('has a card for every city slug and content for every page', () => {
    expect(CITY_CARDS.map((c) => c.slug)).toEqual([...CITY_SLUGS]);
    expect([...Object.keys(STANDARD_CITIES), 'covington'].sort()).toEqual([...CITY_SLUGS].sort());
  });

  it('never repeats a paragraph, job or neighbourhood between cities', () => {
    for (const pick of [
      (c: (typeof cities)[number]) => c.local.paragraphs,
      (c: (typeof cities)[number]) => c.jobs.map((j) => j.text),
      (c: (typeof cities)[number]) => c.neighborhoods,
      (c: (typeof cities)[number]) => [c.heroIntro, c.quoteNote, c.meta.description],
    ]) {
      const all = cities.flatMap(pick);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it("tells each city's local story without another city's name in it", () => {
    const names = [...cities.map((c) => c.name), COVINGTON.name];
    for (const city of cities) {
      const story = city.local.paragraphs.join(' ');
      expect(story).toContain(city.name);
      for (const other of names.filter((n) => n !== city.name && n !== 'Atlanta')) expect(story).not.toContain(other);
    }
  });

  it('gives Covington its four-step process and four services (spec §2)', () => {
    expect(COVINGTON.article.steps.map((s) => s.title)).toEqual([
      'Advance notification',
      'Respectful assessment',
      'Professional removal',
      'Complete satisfaction',
    ]);
    expect(COVINGTON.services.map((s) => s.title)).toEqual([
      'House Clean Outs',
      'Commercial Cleanouts',
      'Electronics Recycling',
      'Furniture Removal',
    ]);
  });
});

describe('figures computed from the loads (issue 27)', () => {
  it('every figure on the impact page is a token the server fills, none typed in', () => {
    const shown = [
      ...HEADLINE_STATS,
      ...EQUIVALENTS,
      ...SUPPORT_FIGURES,
      ...PROGRAMS.map((p) => ({ value: p.stat })),
    ].map((f) => f.value);
    expect(shown).toEqual(
      [
        'diverted',
        'donated',
        'recycled',
        'carbon',
        'trees',
        'cars',
        'employees',
        'donationReceipts',
        'charities',
        'diversionPercent',
        'recyclablesPercent',
        'carbon',
      ].map((key) => `[[impact:${key}]]`),
    );
  });
});

describe('careers', () => {
  it('lists the three openings with their pay', () => {
    expect(OPENINGS.map((o) => [o.title, o.type, o.pay])).toEqual([
      ['Junk Removal Crew Member', 'Full-Time', '$15-18/hour'],
      ['Truck Driver / Team Lead', 'Full-Time', '$18-22/hour'],
      ['Part-Time Crew Member', 'Part-Time', '$14-16/hour'],
    ]);
  });
});
