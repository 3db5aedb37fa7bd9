import { COMPANY } from '@haul/shared';

/** How pricing works, in the spec's claims. */
export const PRICING_POINTS = [
  'Free, no-obligation estimate on site before we lift anything',
  'Price based on the volume your items fill in our truck',
  'No hidden charges: the price we quote is the price you pay',
  `No travel charge anywhere within ${COMPANY.serviceRadiusMiles} miles of Atlanta`,
  'Loading, hauling and sweep-up included',
  'Pay by credit or debit card only after the job is complete',
] as const;
