/**
 * Impact figures, exactly as spec §9 (report year 2024, active since 2020). Kept as display
 * strings so the page shows them verbatim.
 */
import type { IconName } from '../../../components/ui/icons.tsx';

export const IMPACT_REPORT = { year: 2024, activeSince: 2020 } as const;

export const HEADLINE_STATS = [
  { value: '2,847,500 lbs', label: 'Diverted from landfills' },
  { value: '1,423,750 lbs', label: 'Donated to local charities' },
  { value: '950,000 lbs', label: 'Recycled' },
  { value: '473,750 lbs', label: 'Carbon emissions avoided' },
] as const;

export const EQUIVALENTS = [
  {
    icon: 'leaf' as IconName,
    value: '12,456',
    label: 'Trees planted',
    text: 'The carbon we kept out of the air is the same as planting 12,456 trees.',
  },
  {
    icon: 'truck' as IconName,
    value: '3,825',
    label: 'Cars removed from the road',
    text: 'The same as taking 3,825 cars off Atlanta roads for a year.',
  },
] as const;

export const SUPPORT_FIGURES = [
  { value: '25+', label: 'Local jobs created' },
  { value: '$485,000', label: 'Donated in goods to the community' },
  { value: '6,500+', label: 'Families helped with donated items' },
] as const;

export const PROGRAMS = [
  {
    icon: 'truck' as IconName,
    title: 'Waste Diversion',
    stat: '65%',
    statLabel: 'of everything we collect is diverted from landfills',
    text: 'Every load is sorted before it goes anywhere. Furniture, appliances and housewares that still work go to donation partners; only what cannot be reused or recycled goes to the landfill.',
  },
  {
    icon: 'recycle' as IconName,
    title: 'Recycling',
    stat: '95%',
    statLabel: 'recycling rate for the metal, electronics and cardboard we collect',
    text: 'Scrap metal, e-waste, cardboard and clean wood go to certified Metro Atlanta recyclers, so the materials come back as new products.',
  },
  {
    icon: 'leaf' as IconName,
    title: 'Carbon Reduction',
    stat: '50%',
    statLabel: 'reduction in emissions',
    text: 'Route planning that groups nearby jobs, fewer empty miles and donation drop-offs made on the way have cut our emissions per job in half.',
  },
] as const;

export const SOURCES = [
  `Pounds diverted, donated and recycled: ${IMPACT_REPORT.year} disposal, donation and recycling receipts, weighed at drop-off.`,
  'Carbon avoided: estimated from diverted weight using the U.S. EPA Waste Reduction Model (WARM) factors for mixed materials.',
  'Tree and car equivalents: U.S. EPA Greenhouse Gas Equivalencies Calculator.',
  'Community figures: donation partner receipts and company payroll records, ' +
    `${IMPACT_REPORT.activeSince}–${IMPACT_REPORT.year}.`,
] as const;
