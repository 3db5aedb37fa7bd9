/**
 * Covington's page has its own structure (as the spec lays it out): an article with a four-step process, a
 * sidebar card and four service cards, so its content has its own shape too.
 */
import type { IconName } from '../../../../components/ui/icons.tsx';

export const COVINGTON = {
  name: 'Covington',
  county: 'Newton County',
  meta: {
    title: 'Junk Removal in Covington, GA — Newton County House & Commercial Cleanouts',
    description:
      'Covington and Newton County junk removal: historic homes near the Square, Porterdale mill houses, farm properties and businesses. Same-day availability, upfront pricing, licensed and insured.',
  },
  heroTitle: 'Junk Removal in Covington, GA',
  heroIntro:
    'Serving Covington, Oxford, Porterdale and the rest of Newton County — from the historic homes around the Square that film crews love to the farmhouses out toward Mansfield.',
  article: {
    title: 'How a Covington pickup works',
    intro: [
      'Covington is a town where people still know their neighbors, and many homes have been in the same family for generations. The Victorian and Greek Revival houses off Floyd Street and Clark Street have tall ceilings, narrow stairs and heart-pine floors that deserve care. The mill houses in Porterdale are small and close together, and the properties out toward Mansfield and Newborn come with barns, sheds and equipment that have not moved in years.',
      'Whether it is a single sofa or an entire estate, each Covington job follows the same four steps.',
    ],
    steps: [
      {
        title: 'Advance notification',
        text: 'We call ahead to confirm your arrival window and again when the crew is on the way, so you are never left waiting around the house.',
      },
      {
        title: 'Respectful assessment',
        text: 'The crew walks through with you, confirms what is going and what stays, and gives you an upfront price based on truck space.',
      },
      {
        title: 'Professional removal',
        text: 'We pad door frames, protect original floors and carry everything out — from attic trunks to the tractor parts in the barn.',
      },
      {
        title: 'Complete satisfaction',
        text: 'We sweep up, walk the space with you again, and only then take payment by card. Usable items are donated and the rest recycled wherever possible.',
      },
    ],
  },
  serviceArea: ['Covington', 'Oxford', 'Porterdale', 'Social Circle', 'Mansfield', 'Newborn'],
  services: [
    {
      icon: 'home' as IconName,
      title: 'House Clean Outs',
      text: 'Estate, downsizing and move-out cleanouts of historic homes near the Square and newer subdivisions off Highway 278.',
    },
    {
      icon: 'building' as IconName,
      title: 'Commercial Cleanouts',
      text: 'Storefronts around the Square, offices and light-industrial spaces along I-20, cleared on a schedule that suits your business.',
    },
    {
      icon: 'recycle' as IconName,
      title: 'Electronics Recycling',
      text: 'TVs, computers and office electronics taken to certified recyclers instead of the county landfill.',
    },
    {
      icon: 'sofa' as IconName,
      title: 'Furniture Removal',
      text: 'Heavy antiques, sleeper sofas and mattresses carried down narrow stairs without a scratch on the banister.',
    },
  ],
} as const;
