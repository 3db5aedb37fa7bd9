import type { CityContent } from './city-content.ts';

export const DECATUR: CityContent = {
  name: 'Decatur',
  county: 'DeKalb County',
  meta: {
    title: 'Junk Removal in Decatur, GA — Garages, Renovations & Estate Cleanouts',
    description:
      'Decatur junk removal for Oakhurst bungalows, Winnona Park ranches and condos near the Square: renovation debris, garage and estate cleanouts, furniture pickup. Same-day service, upfront pricing.',
  },
  heroTitle: 'Junk Removal in Decatur, GA',
  heroIntro:
    'Adding a second story in Oakhurst, clearing a parent’s ranch in Glennwood Estates or moving out of a condo off the Square? We haul it the same day or the next, and quote upfront before anything leaves the house.',
  local: {
    title: 'Decatur homes, Decatur jobs',
    paragraphs: [
      'Most Decatur houses were built between the 1920s and the 1960s — Craftsman bungalows in Oakhurst and the MAK Historic District, brick ranches in Winnona Park and Clairemont–Great Lakes — and many are being opened up, added onto or rebuilt. That means dumpster-sized piles of drywall, old cabinets and tile that a contractor would rather not haul, plus the detached garage that has collected forty years of paint cans and lawn equipment.',
      'Lots here are narrow and the driveways are often shared or steep, so our crews carry items out rather than dragging a dumpster onto your lawn. We also clear condos and apartments near the Square and around Agnes Scott at the end of the school year, when lease turnovers pile up in May.',
    ],
  },
  neighborhoods: [
    'Oakhurst',
    'Winnona Park',
    'MAK Historic District',
    'Glennwood Estates',
    'Clairemont–Great Lakes',
    'Ponce de Leon Court',
    'Downtown Decatur',
    'Sycamore Ridge',
    'East Lake',
  ],
  jobs: [
    {
      icon: 'hammer',
      title: 'Renovation and addition debris',
      text: 'Drywall, plaster, old cabinets and bathroom tile cleared between trades, so your second-story or kitchen project stays on schedule.',
    },
    {
      icon: 'home',
      title: 'Estate cleanouts',
      text: 'Respectful cleanouts of long-held family ranches, with usable furniture and housewares set aside for donation.',
    },
    {
      icon: 'truck',
      title: 'Detached garages and sheds',
      text: 'Old mowers, bikes, paint cans and rotting shelving out of the backyard garage, carried down tight side yards.',
    },
    {
      icon: 'sofa',
      title: 'Move-outs near the Square',
      text: 'Sofas, beds and desks removed from condos and apartments at lease end, including the May move-out rush around Agnes Scott.',
    },
  ],
  quoteNote: 'Renovating? Book a pickup for each phase and we will work around your contractor.',
  nearby: ['Avondale Estates', 'Druid Hills', 'Scottdale', 'Tucker', 'North Druid Hills', 'Candler Park'],
};
