import type { CitySlug } from '@haul/shared';
import { ATLANTA } from './atlanta.ts';
import type { CityContent } from './city-content.ts';
import { DECATUR } from './decatur.ts';
import { LAWRENCEVILLE } from './lawrenceville.ts';
import { LITHONIA } from './lithonia.ts';
import { MCDONOUGH } from './mcdonough.ts';

export type { CityContent } from './city-content.ts';
export { COVINGTON } from './covington.ts';

/** The five cities that share the standard city layout; Covington has its own (see covington.ts). */
export const STANDARD_CITIES: Record<Exclude<CitySlug, 'covington'>, CityContent> = {
  atlanta: ATLANTA,
  decatur: DECATUR,
  lithonia: LITHONIA,
  lawrenceville: LAWRENCEVILLE,
  mcdonough: MCDONOUGH,
};

/** Short blurbs for the /service-areas city cards. */
export const CITY_CARDS: { slug: CitySlug; name: string; county: string; blurb: string }[] = [
  {
    slug: 'atlanta',
    name: 'Atlanta',
    county: 'Fulton & DeKalb',
    blurb: 'High-rise condos, intown bungalows and office refits.',
  },
  { slug: 'decatur', name: 'Decatur', county: 'DeKalb', blurb: 'Renovation debris, garages and estate cleanouts.' },
  { slug: 'lithonia', name: 'Lithonia', county: 'DeKalb', blurb: 'Garages, rental turnovers and backyard removals.' },
  {
    slug: 'lawrenceville',
    name: 'Lawrenceville',
    county: 'Gwinnett',
    blurb: 'Finished basements and HOA-friendly pickups.',
  },
  { slug: 'mcdonough', name: 'McDonough', county: 'Henry', blurb: 'Sheds, warehouses and new-home cleanups.' },
  { slug: 'covington', name: 'Covington', county: 'Newton', blurb: 'Historic homes, farm properties and storefronts.' },
];
