/** Careers: openings and pay exactly as the spec gives them; applicants apply by phone. */
import { COMPANY } from '@haul/shared';
import type { IconName } from '../../../components/ui/icons.tsx';

export const OPENINGS = [
  {
    title: 'Junk Removal Crew Member',
    type: 'Full-Time',
    pay: '$15-18/hour',
    text: 'Load and haul furniture, appliances and debris, sort donations and recycling, and leave every customer’s space spotless.',
    requirements: [
      'Able to lift 50+ pounds repeatedly',
      'Reliable, on time and friendly with customers',
      'Available Monday through Saturday',
    ],
  },
  {
    title: 'Truck Driver / Team Lead',
    type: 'Full-Time',
    pay: '$18-22/hour',
    text: 'Drive the truck, lead a two-person crew on site, quote jobs upfront and make sure every customer is happy before we leave.',
    requirements: [
      'Valid driver’s license and a clean driving record',
      'Able to lift 50+ pounds repeatedly',
      'Comfortable talking price with customers',
    ],
  },
  {
    title: 'Part-Time Crew Member',
    type: 'Part-Time',
    pay: '$14-16/hour',
    text: 'Join the crew on busy days — a good fit for students and anyone who wants flexible, active work.',
    requirements: [
      'Able to lift 50+ pounds repeatedly',
      'Available some weekdays or Saturdays',
      'A good attitude and a strong back',
    ],
  },
] as const;

export const CAREER_BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'dollar',
    title: 'Pay up to $22/hour',
    text: 'Hourly pay from $14 to $22 depending on the role, with a path from crew to team lead.',
  },
  {
    icon: 'calendar',
    title: 'Sundays off',
    // The phones are answered 7 days a week (COMPANY.hours); jobs are booked only on booking days.
    text: `Our phones are open ${COMPANY.hours.label}, but crews work ${COMPANY.bookingDaysLabel}, so your Sunday is yours.`,
  },
  {
    icon: 'users',
    title: 'A real team',
    text: 'Work in small crews with people who have your back on every stair and every heavy lift.',
  },
  {
    icon: 'recycle',
    title: 'Work that matters',
    text: 'Most of what we carry gets donated or recycled. You will see the difference you make every day.',
  },
];

export const HOW_TO_APPLY = [
  { title: 'Call us', text: `Phone ${COMPANY.phone} and tell us which position you are interested in.` },
  { title: 'Interview', text: 'Meet the team for a short, friendly interview and ask us anything about the work.' },
  { title: 'Start working', text: 'Get trained on the job alongside an experienced crew and start earning.' },
] as const;
