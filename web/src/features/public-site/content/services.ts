/** The six services the home page lists (the spec's six), with the detail the /services page shows. */
import type { IconName } from '../../../components/ui/icons.tsx';

export interface Service {
  id: string;
  title: string;
  icon: IconName;
  summary: string;
  /** Typical items or jobs, shown on /services. */
  examples: string[];
}

export const SERVICES: Service[] = [
  {
    id: 'residential-cleanouts',
    title: 'Residential Cleanouts',
    icon: 'home',
    summary:
      'Garages, basements, attics and whole houses — whether you are moving, downsizing, settling an estate or finally reclaiming the spare room.',
    examples: [
      'Garage and basement cleanouts',
      'Estate and move-out cleanouts',
      'Attic and storage-unit cleanouts',
      'Yard debris and old playsets',
    ],
  },
  {
    id: 'commercial-cleanouts',
    title: 'Commercial Cleanouts',
    icon: 'building',
    summary:
      'Retail, restaurant, warehouse and rental-turnover cleanouts scheduled around your hours, so the space is ready for the next tenant or the next shift.',
    examples: [
      'Tenant turnovers and evictions',
      'Retail fixtures and shelving',
      'Warehouse pallets and racking',
      'Restaurant tables and booths',
    ],
  },
  {
    id: 'furniture-removal',
    title: 'Furniture Removal',
    icon: 'sofa',
    summary:
      'Sofas, sectionals, mattresses, dressers and recliners carried out of any room — up the stairs or down them — without you lifting a thing.',
    examples: [
      'Couches, sectionals and recliners',
      'Mattresses and box springs',
      'Dressers, desks and bookcases',
      'Patio sets and outdoor furniture',
    ],
  },
  {
    id: 'electronics-recycling',
    title: 'Commercial Electronics Recycling',
    icon: 'monitor',
    summary:
      'Monitors, servers, printers and cabling taken to certified recyclers instead of the landfill, with a record of where it went for your files.',
    examples: [
      'Monitors, TVs and computers',
      'Servers, switches and cabling',
      'Copiers and large-format printers',
      'Phone systems and UPS units',
    ],
  },
  {
    id: 'office-equipment',
    title: 'Office Equipment',
    icon: 'printer',
    summary:
      'Cubicles, conference tables, filing cabinets and chairs cleared out for a move, a refresh or a closing — after hours if that suits you better.',
    examples: [
      'Cubicle walls and workstations',
      'Filing cabinets and safes we can move',
      'Conference tables and chairs',
      'Break-room appliances',
    ],
  },
  {
    id: 'carpet-tile-removal',
    title: 'Carpet & Tile Removal',
    icon: 'layers',
    summary:
      'Old carpet, pad, ceramic and vinyl torn out and hauled away, leaving a clean subfloor ready for your installer.',
    examples: [
      'Wall-to-wall carpet and pad',
      'Ceramic and porcelain tile',
      'Vinyl plank and sheet flooring',
      'Tack strip and underlayment',
    ],
  },
];

/** What the crews will not take, as the spec lists it. */
export const NOT_ACCEPTED = [
  'Biohazardous waste',
  'Dangerous or hazardous materials',
  'Items that cannot be safely moved',
] as const;
