import type { IconName } from '../../../components/ui/icons.tsx';

/** The demolition jobs we take on: light and interior demolition, hauled away the same visit. */
export const DEMOLITION_SERVICES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'home',
    title: 'Kitchen & Bathroom Tear-Outs',
    text: 'Cabinets, countertops, vanities, tubs and tile taken down to the studs and subfloor, ready for your remodeler.',
  },
  {
    icon: 'hammer',
    title: 'Interior Demolition',
    text: 'Non-load-bearing walls, drywall, plaster and lath, drop ceilings and old built-ins removed with the debris hauled the same day.',
  },
  {
    icon: 'leaf',
    title: 'Decks, Sheds & Fences',
    text: 'Rotted decks, storage sheds, playhouses and fence runs dismantled, pulled out and cleared from the yard.',
  },
  {
    icon: 'layers',
    title: 'Flooring Removal',
    text: 'Carpet and pad, ceramic and porcelain tile, vinyl plank and glued-down wood lifted to a clean subfloor.',
  },
  {
    icon: 'sparkles',
    title: 'Hot Tubs & Above-Ground Pools',
    text: 'Spas and pools drained, cut down and carried out, leaving a level spot where they stood.',
  },
  {
    icon: 'building',
    title: 'Commercial Strip-Outs',
    text: 'Retail fixtures, office partitions and tenant build-outs removed so the next tenant can start fresh.',
  },
];

export const DEMOLITION_STEPS = [
  {
    title: 'Walk-through',
    text: 'We look at the job with you, confirm what comes out and what must be protected, and quote upfront.',
  },
  {
    title: 'Protect and prepare',
    text: 'Floors, doorways and fixtures that stay are covered; utilities to the area are confirmed off.',
  },
  {
    title: 'Tear out',
    text: 'Our crew takes it down by hand and with the right tools — carefully, in the order your project needs.',
  },
  {
    title: 'Haul and sweep',
    text: 'Every piece of debris leaves on our truck the same visit, and we sweep up before we go.',
  },
] as const;

export const DEMOLITION_PROMISES = [
  'Licensed & insured crews',
  'Debris hauled the same visit — no dumpster on your driveway',
  'Metal, wood and concrete recycled where possible',
  'Upfront price before work starts; pay after it is done',
] as const;
