import type { CityContent } from './city-content.ts';

export const LAWRENCEVILLE: CityContent = {
  name: 'Lawrenceville',
  county: 'Gwinnett County',
  meta: {
    title: 'Junk Removal in Lawrenceville, GA — HOA-Friendly Basement & Garage Cleanouts',
    description:
      'Lawrenceville junk removal for Sugarloaf, Collins Hill and downtown: finished-basement and garage cleanouts, HOA-friendly pickups, office cleanouts in Gwinnett. Same-day service, upfront pricing.',
  },
  heroTitle: 'Junk Removal in Lawrenceville, GA',
  heroIntro:
    'Gwinnett’s county seat is full of busy households, finished basements and HOAs that do not want junk at the curb. We carry it straight from your basement or garage to our truck — same day or next day, priced upfront.',
  local: {
    title: 'Lawrenceville, one basement at a time',
    paragraphs: [
      'Lawrenceville’s neighborhoods around Sugarloaf Parkway, Collins Hill and Five Forks–Trickum are mostly two-story homes from the 1990s and 2000s, many with finished basements that have become storage for outgrown kids’ furniture, old sectionals and exercise equipment. We bring it up the stairs and out the door without you moving a box.',
      'Most of these subdivisions have HOAs with rules about what can sit at the curb and for how long. Because we load straight from inside your house or garage, nothing waits on the street for a bulk pickup day. Closer to the historic courthouse square we also clear townhomes, and small offices and shops along Highway 316 and Buford Drive.',
    ],
  },
  neighborhoods: [
    'Downtown Lawrenceville',
    'Sugarloaf',
    'Collins Hill',
    'Five Forks–Trickum',
    'Hamilton Mill',
    'Old Peachtree',
    'Georgia Gwinnett College area',
  ],
  jobs: [
    {
      icon: 'home',
      title: 'Finished-basement cleanouts',
      text: 'Sectionals, bunk beds, toys and storage bins carried up the basement stairs and loaded the same day.',
    },
    {
      icon: 'shield',
      title: 'HOA-friendly pickups',
      text: 'Nothing left at the curb: we load from your garage or driveway and sweep up before we go.',
    },
    {
      icon: 'leaf',
      title: 'Swing sets and trampolines',
      text: 'Backyard playsets and trampolines the kids have outgrown, taken apart and hauled away.',
    },
    {
      icon: 'printer',
      title: 'Small office and shop cleanouts',
      text: 'Desks, shelving and electronics from offices along Highway 316 and Buford Drive, scheduled around your business hours.',
    },
  ],
  quoteNote: 'Tell us if your HOA has pickup rules — we will schedule around them.',
  nearby: ['Dacula', 'Grayson', 'Snellville', 'Lilburn', 'Duluth', 'Suwanee'],
};
