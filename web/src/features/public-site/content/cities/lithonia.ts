import type { CityContent } from './city-content.ts';

export const LITHONIA: CityContent = {
  name: 'Lithonia',
  county: 'DeKalb County',
  meta: {
    title: 'Junk Removal in Lithonia, GA — Garage, Rental & Yard Cleanouts',
    description:
      'Lithonia junk removal for Redan, Fairington, Hidden Hills and the Stonecrest area: garage and bonus-room cleanouts, rental turnovers, hot tub and playset removal, storm debris. Same-day service.',
  },
  heroTitle: 'Junk Removal in Lithonia, GA',
  heroIntro:
    'From the granite-quarry streets of old downtown Lithonia to the cul-de-sacs of Hidden Hills and the neighborhoods around Stonecrest, we clear garages, rentals and backyards the same day or the next — with a firm price before we start.',
  local: {
    title: 'Made for Lithonia’s subdivisions and big backyards',
    paragraphs: [
      'Much of Lithonia was built out in the 1980s, ’90s and 2000s: two-story homes in Fairington, Hidden Hills and off Panola Road with two-car garages, bonus rooms over them and deep wooded lots. Those garages and bonus rooms are where exercise equipment, old entertainment centers and boxes from the last move end up, and that is the work we do most here.',
      'Lithonia also has a lot of single-family rentals, and landlords call us between tenants to empty a house fast so the painters can start. Out back, we take down and haul away rotted decks, old above-ground pools, hot tubs and swing sets — and after a summer storm, the limbs that came down in the hardwoods near Arabia Mountain.',
    ],
  },
  neighborhoods: [
    'Downtown Lithonia',
    'Redan',
    'Fairington',
    'Hidden Hills',
    'Panola Road',
    'Stonecrest',
    'Klondike',
    'Arabia Mountain area',
  ],
  jobs: [
    {
      icon: 'truck',
      title: 'Garage and bonus-room cleanouts',
      text: 'Treadmills, weight benches, old TVs and years of boxes brought down from the room over the garage and hauled in one trip.',
    },
    {
      icon: 'home',
      title: 'Rental turnovers',
      text: 'Left-behind furniture, mattresses and trash cleared between tenants so your make-ready crew can start the next morning.',
    },
    {
      icon: 'hammer',
      title: 'Hot tubs, decks and playsets',
      text: 'Broken hot tubs, above-ground pools, rotted decks and swing sets taken apart and removed from the backyard.',
    },
    {
      icon: 'leaf',
      title: 'Storm and yard debris',
      text: 'Limbs, brush and fencing after a storm, loaded by hand from wooded lots where a dumpster cannot reach.',
    },
  ],
  quoteNote: 'Landlords: book the morning after move-out and your make-ready crew can start on time.',
  nearby: ['Stonecrest', 'Conyers', 'Stone Mountain', 'Redan', 'Ellenwood', 'Snellville'],
};
