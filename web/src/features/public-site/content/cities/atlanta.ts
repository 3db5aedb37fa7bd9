import type { CityContent } from './city-content.ts';

export const ATLANTA: CityContent = {
  name: 'Atlanta',
  county: 'Fulton and DeKalb Counties',
  meta: {
    title: 'Junk Removal in Atlanta, GA — Intown Homes, Condos & Offices',
    description:
      'Junk removal and cleanouts in Atlanta: Midtown condos with freight-elevator bookings, Virginia-Highland and Grant Park bungalows, Buckhead and Downtown offices. Same-day service, upfront pricing.',
  },
  heroTitle: 'Junk Removal in Atlanta, GA',
  heroIntro:
    'From a Midtown high-rise with a reserved freight elevator to a Grant Park bungalow with a steep attic hatch, our crews know how intown Atlanta moves. Same-day and next-day pickups, priced upfront by how much truck space you use.',
  local: {
    title: 'Built for intown Atlanta',
    paragraphs: [
      'Atlanta junk rarely sits at the curb. It is on the 22nd floor of a Midtown condo tower where the building wants a certificate of insurance and a booked loading-dock slot, or it is in the crawlspace of a 1920s Craftsman in Virginia-Highland where the only way out is a narrow side yard. We send the paperwork ahead, bring floor runners and door-jamb pads, and work inside your building’s move window.',
      'On the Eastside, much of our work is renovation debris from bungalow and four-square remodels in Kirkwood, East Atlanta Village and Cabbagetown. In Buckhead and along Peachtree it is more often office furniture and electronics from suites being refit. Street parking is tight in Old Fourth Ward and Inman Park, so we plan the truck spot before we arrive.',
    ],
  },
  neighborhoods: [
    'Midtown',
    'Buckhead',
    'Virginia-Highland',
    'Inman Park',
    'Old Fourth Ward',
    'Grant Park',
    'Kirkwood',
    'East Atlanta Village',
    'Cabbagetown',
    'West End',
    'Morningside',
    'Downtown',
  ],
  jobs: [
    {
      icon: 'building',
      title: 'High-rise condo move-outs',
      text: 'We handle the certificate of insurance, book the freight elevator with your concierge and clear the unit inside the building’s move window.',
    },
    {
      icon: 'home',
      title: 'Bungalow attics and basements',
      text: 'Decades of storage brought down pull-down stairs and up from half-height basements without scuffing original heart-pine floors.',
    },
    {
      icon: 'hammer',
      title: 'Intown renovation debris',
      text: 'Plaster, lath, old cabinets and flooring from Eastside remodels hauled away between your contractor’s phases.',
    },
    {
      icon: 'printer',
      title: 'Office and suite refits',
      text: 'Workstations, conference furniture and e-waste cleared from Downtown, Midtown and Buckhead offices, after hours if the building requires it.',
    },
  ],
  quoteNote: 'Tell us your building’s move rules when you book and we will arrive with the paperwork done.',
  nearby: ['Sandy Springs', 'Brookhaven', 'Smyrna', 'Vinings', 'East Point', 'College Park'],
};
