import { COMPANY } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { PageHero } from './page-hero.tsx';

const CLAIMS = ['Same-day & next-day service', 'Licensed & insured', 'No hidden charges'];

export function HomeHero() {
  return (
    <PageHero
      showRating
      eyebrow={COMPANY.tagline}
      title="Junk Removal & Cleanouts Across Metro Atlanta"
      intro={
        <>
          <p>
            One call and it’s gone. Our crews clear garages, basements, offices and whole houses — often the same day —
            for an upfront price based on how much truck space you use.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-base font-semibold text-white">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Icon name="check" className="size-5 text-accent-400" />
                {claim}
              </li>
            ))}
          </ul>
        </>
      }
      actions={
        <>
          <a href="#contact" className={buttonClasses('accent', 'lg')}>
            START HERE
            <Icon name="arrowRight" className="size-5" />
          </a>
          <PhoneLink variant="light" size="lg" prefix="Call" />
        </>
      }
      aside={
        <img
          src="/images/hero-truck.svg"
          width={560}
          height={420}
          alt="A Haul It All truck loaded with an old sofa, a dresser and a TV"
          decoding="async"
          className="h-auto w-full"
        />
      }
    />
  );
}
