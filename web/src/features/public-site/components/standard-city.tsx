import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import type { CityContent } from '../content/cities/index.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PageHero } from './page-hero.tsx';
import { QuoteCard } from './quote-card.tsx';

/** City page, as the spec lays it out: hero with rating badge, local story, how it works, services, quote card. */
export function StandardCity({ slug, city }: { slug: string; city: CityContent }) {
  return (
    <>
      <PageMeta title={city.meta.title} description={city.meta.description} path={`/city/${slug}`} />
      <PageHero
        showRating
        eyebrow={`${city.name} · ${city.county}`}
        title={city.heroTitle}
        intro={<p>{city.heroIntro}</p>}
        actions={
          <>
            <Link to="/booking" className={buttonClasses('accent', 'lg')}>
              BOOK ONLINE
            </Link>
            <PhoneLink variant="light" size="lg" prefix="Call" />
          </>
        }
      />
      <Breadcrumbs trail={[{ label: 'Service Areas', to: '/service-areas' }, { label: city.name }]} />
      <section aria-labelledby="local-title" className="px-4 pt-8 pb-16 sm:pb-20">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <SectionHeading
              id="local-title"
              eyebrow={`Junk removal in ${city.name}`}
              title={city.local.title}
              align="left"
            />
            <div className="mt-4 space-y-4 text-lg text-slate-600">
              {city.local.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-8 text-lg font-bold">Neighborhoods we serve in {city.name}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {city.neighborhoods.map((area) => (
                <li key={area} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-900">
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <QuoteCard title={`Free Quote in ${city.name}`} note={city.quoteNote} />
          </div>
        </div>
      </section>
      <HowItWorks title={`How Junk Removal Works in ${city.name}`} />
      <section aria-labelledby="city-services-title" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="city-services-title" eyebrow="Popular jobs" title={`What We Haul Most in ${city.name}`} />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {city.jobs.map((job) => (
              <FeatureCard key={job.title} icon={job.icon} title={job.title}>
                <p>{job.text}</p>
              </FeatureCard>
            ))}
          </div>
          <p className="mt-10 text-center text-slate-600">
            Also serving nearby: <strong className="text-slate-800">{city.nearby.join(', ')}</strong>.{' '}
            <Link to="/services" className="font-bold text-brand-800 underline">
              See all junk removal services
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
