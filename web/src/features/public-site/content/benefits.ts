/** The six "Why choose us" cards: every claim is one the spec makes. */
import { COMPANY } from '@haul/shared';
import type { IconName } from '../../../components/ui/icons.tsx';

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

export const BENEFITS: Benefit[] = [
  {
    icon: 'clock',
    title: 'Same-Day & Next-Day Service',
    text: 'Call in the morning and we can often be there the same afternoon — or book a next-day arrival window.',
  },
  {
    icon: 'tag',
    title: 'Upfront, Volume-Based Pricing',
    text: 'You pay for the space your items take up in our truck. We quote on site, before any lifting starts.',
  },
  {
    icon: 'dollar',
    title: 'No Hidden Charges',
    text: `The price we quote is the price you pay, and there is no travel charge anywhere within ${COMPANY.serviceRadiusMiles} miles of Atlanta.`,
  },
  {
    icon: 'shield',
    title: 'Licensed & Insured',
    text: 'Our crews are fully licensed and insured, so your floors, walls and door frames are protected.',
  },
  {
    icon: 'recycle',
    title: 'Eco-Friendly Disposal',
    text: 'We donate what is usable, recycle what we can, and only send the rest to the landfill.',
  },
  {
    icon: 'card',
    title: 'Pay When It’s Done',
    text: 'Pay by credit or debit card only after the job is complete and you are happy with the result.',
  },
];

/** Four steps from first contact to an empty room. */
export const HOW_IT_WORKS = [
  {
    title: 'Book online or call',
    text: 'Pick a two-hour arrival window that suits you, or phone us and we will set it up.',
  },
  {
    title: 'Get an upfront quote',
    text: 'Our crew looks at what is going and quotes a price on site — no obligation.',
  },
  {
    title: 'We load and haul',
    text: 'Say yes and we do all the lifting, loading and sweeping up. You point, we haul.',
  },
  {
    title: 'Pay when it’s done',
    text: 'Pay by card once the job is finished. Then we donate, recycle or dispose responsibly.',
  },
] as const;
