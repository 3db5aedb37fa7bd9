import type { CityContent } from './city-content.ts';

export const MCDONOUGH: CityContent = {
  name: 'McDonough',
  county: 'Henry County',
  meta: {
    title: 'Junk Removal in McDonough, GA — Sheds, Warehouses & New-Home Cleanups',
    description:
      'McDonough junk removal across Henry County: shed and barn cleanouts, pallet and racking removal from I-75 warehouses, move-in debris, estate cleanouts near the Square. Same-day service, upfront pricing.',
  },
  heroTitle: 'Junk Removal in McDonough, GA',
  heroIntro:
    'New subdivisions off Jonesboro Road, acreage toward Locust Grove and warehouses along I-75: McDonough’s junk comes in every size. We haul it the same day or the next, and tell you the price before we lift anything.',
  local: {
    title: 'From the Square to the I-75 warehouses',
    paragraphs: [
      'Henry County has been one of Georgia’s fastest-growing places, and McDonough shows it: newer two-story homes off Highway 155, Jonesboro Road and around Lake Dow, plus older homes and farmhouses on large lots south toward Locust Grove and east toward Ola. New-home owners call us for the mountain of moving boxes and the builder’s leftovers; longtime owners call us for the shed or barn that has been filling up for decades.',
      'McDonough is also a distribution hub, and the warehouses along I-75 and Highway 20 need pallets, broken racking, stretch wrap and old office furniture removed on a schedule. Near the historic Square we handle estate cleanouts and downsizing moves for families who have been in Henry County for generations.',
    ],
  },
  neighborhoods: [
    'Historic McDonough Square',
    'Lake Dow',
    'Jonesboro Road',
    'Highway 155 corridor',
    'Ola',
    'Kelleytown',
    'Bethany Road',
  ],
  jobs: [
    {
      icon: 'hammer',
      title: 'Sheds and barns',
      text: 'Old equipment, lumber and decades of storage cleared out — or the whole shed taken down and hauled away.',
    },
    {
      icon: 'building',
      title: 'Warehouse and dock cleanouts',
      text: 'Pallets, broken racking, packaging and old office furniture removed from I-75 distribution sites on your schedule.',
    },
    {
      icon: 'truck',
      title: 'Move-in and builder debris',
      text: 'Boxes, packing foam and construction leftovers cleared from new homes so the garage can hold cars again.',
    },
    {
      icon: 'home',
      title: 'Estate and downsizing cleanouts',
      text: 'Careful, respectful cleanouts of family homes near the Square, with usable items set aside for donation.',
    },
  ],
  quoteNote:
    'Warehouse managers: tell us your dock hours when you book and we will arrive in a window that keeps trucks moving.',
  nearby: ['Stockbridge', 'Hampton', 'Locust Grove', 'Jonesboro', 'Ellenwood', 'Ola'],
};
