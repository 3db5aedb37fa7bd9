/**
 * The impact page's words (from the spec) with a token where each figure goes (decision 0202):
 * the server fills the tokens from the loads it computed the figures from, at most a day old, so
 * the page keeps its layout and words and stays static HTML. How each figure was computed is in
 * the sources section, also filled by the server.
 */
import { impactToken as t } from '@haul/shared';
import type { IconName } from '../../../components/ui/icons.tsx';

export const IMPACT_REPORT = { period: t('period'), to: t('to'), activeSince: 2020 } as const;

export const HEADLINE_STATS = [
  { value: t('diverted'), label: 'Diverted from landfills' },
  { value: t('donated'), label: 'Donated to local charities' },
  { value: t('recycled'), label: 'Recycled' },
  { value: t('carbon'), label: 'Carbon emissions avoided' },
] as const;

/** Waste-to-energy, on its own line: the EPA does not count it as diverted, and neither do we. */
export const ENERGY_RECOVERY = {
  value: t('energyRecovery'),
  label: 'Sent to waste-to-energy plants — not counted as diverted',
} as const;

export const EQUIVALENTS = [
  {
    icon: 'leaf' as IconName,
    value: t('trees'),
    label: 'Trees planted',
    text: `The carbon we kept out of the air is the same as planting ${t('trees')} trees.`,
  },
  {
    icon: 'truck' as IconName,
    value: t('cars'),
    label: 'Cars removed from the road',
    text: `The same as taking ${t('cars')} cars off Atlanta roads for a year.`,
  },
] as const;

export const SUPPORT_FIGURES = [
  { value: t('employees'), label: 'Local jobs created' },
  { value: t('donationReceipts'), label: 'Donation drop-offs to the community' },
  { value: t('charities'), label: 'Local charities given donated items' },
] as const;

export const PROGRAMS = [
  {
    icon: 'truck' as IconName,
    title: 'Waste Diversion',
    stat: t('diversionPercent'),
    statLabel: 'of everything we collect is diverted from landfills',
    text: 'Every load is sorted before it goes anywhere. Furniture, appliances and housewares that still work go to donation partners; only what cannot be reused or recycled goes to the landfill.',
  },
  {
    icon: 'recycle' as IconName,
    title: 'Recycling',
    stat: t('recyclablesPercent'),
    statLabel: 'recycling rate for the metal, electronics and cardboard we collect',
    text: 'Scrap metal, e-waste, cardboard and clean wood go to certified Metro Atlanta recyclers, so the materials come back as new products.',
  },
  {
    icon: 'leaf' as IconName,
    title: 'Carbon Reduction',
    stat: t('carbon'),
    statLabel: 'of emissions avoided by recycling instead of landfilling',
    text: 'Route planning that groups nearby jobs, fewer empty miles and donation drop-offs made on the way keep our own emissions down; recycling what we collect avoids far more.',
  },
] as const;

export const SOURCES = [
  t('sourcePeriod'),
  t('sourcePounds'),
  t('sourceDiverted'),
  t('sourceEnergy'),
  t('sourceRecycling'),
  t('sourceCarbon'),
  t('sourceEquivalents'),
  t('sourceCommunity'),
] as const;
