/** The marketing menu (the spec's home page): shared by the header and the footer. */
export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: 'Junk Removal', to: '/services' },
  { label: 'Demolition', to: '/demolition' },
  { label: 'Service Areas', to: '/service-areas' },
];

export const ABOUT_LINKS: NavLink[] = [
  { label: 'Our Story', to: '/#who-we-are' },
  { label: 'Our Impact', to: '/impact' },
  { label: 'Careers', to: '/careers' },
];

export const HOW_IT_WORKS_LINK: NavLink = { label: 'How It Works', to: '/#how-it-works' };

export const BOOKING_PATH = '/booking';
