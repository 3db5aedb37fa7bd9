import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { Icon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { ABOUT_LINKS, BOOKING_PATH, HOW_IT_WORKS_LINK, MAIN_LINKS, type NavLink } from './public-nav.ts';

const CITY_LINKS: NavLink[] = [
  { label: 'Atlanta', to: '/city/atlanta' },
  { label: 'Decatur', to: '/city/decatur' },
  { label: 'Lithonia', to: '/city/lithonia' },
  { label: 'Lawrenceville', to: '/city/lawrenceville' },
  { label: 'McDonough', to: '/city/mcdonough' },
  { label: 'Covington', to: '/city/covington' },
];

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-widest text-accent-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1.5 text-brand-50 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer: phone, hours, service area and every public link (the spec's home page). */
export function PublicFooter() {
  // biome-ignore lint/plugin/company-time: the copyright year, written when the page is built
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="font-semibold text-white">{COMPANY.tagline}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex gap-2">
              <Icon name="phone" className="size-4 shrink-0 text-accent-300" />
              <a href={COMPANY.phoneHref} className="font-bold text-white underline underline-offset-2">
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-accent-300" />
              <a href={`mailto:${COMPANY.email}`} className="underline underline-offset-2">
                {COMPANY.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="clock" className="size-4 shrink-0 text-accent-300" />
              <span>Open {COMPANY.hours.label}</span>
            </li>
            <li className="flex gap-2">
              <Icon name="mapPin" className="size-4 shrink-0 text-accent-300" />
              <span>
                Serving {COMPANY.citiesServedLabel} cities within {COMPANY.serviceRadiusMiles} miles of Atlanta — no
                travel charge inside that radius
              </span>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={[...MAIN_LINKS, { label: 'Book Online', to: BOOKING_PATH }]} />
        <LinkColumn title="Cities We Serve" links={CITY_LINKS} />
        <LinkColumn
          title="Company"
          links={[...ABOUT_LINKS, HOW_IT_WORKS_LINK, { label: 'Free Estimate', to: '/#contact' }]}
        />
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100">
          © {year} {COMPANY.legalName} · Licensed &amp; Insured · Card payment only after the job is done
        </p>
      </div>
    </footer>
  );
}
