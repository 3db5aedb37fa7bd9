import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { COVINGTON } from '../content/cities/index.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { CtaBand } from './cta-band.tsx';
import { PageHero } from './page-hero.tsx';
import { StepsList } from './steps-list.tsx';

/** Sidebar: service area, same-day availability, phone, Licensed & Insured badge, free estimate. */
function CovingtonSidebar() {
  return (
    <aside aria-label="Covington service details" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        <h2 className="text-xl font-extrabold">Serving {COVINGTON.county}</h2>
        <dl className="mt-4 space-y-4 text-slate-700">
          <div>
            <dt className="flex items-center gap-2 font-bold text-slate-900">
              <Icon name="mapPin" className="size-5 text-brand-700" /> Service area
            </dt>
            <dd className="mt-1">{COVINGTON.serviceArea.join(', ')}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-bold text-slate-900">
              <Icon name="clock" className="size-5 text-brand-700" /> Availability
            </dt>
            <dd className="mt-1">Same-day pickups available, {COMPANY.hours.label}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-bold text-slate-900">
              <Icon name="phone" className="size-5 text-brand-700" /> Phone
            </dt>
            <dd className="mt-1">
              <a href={COMPANY.phoneHref} className="font-bold text-brand-800 underline">
                {COMPANY.phone}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-bold text-brand-900">
          <Icon name="shield" className="size-4" /> Licensed &amp; Insured
        </p>
      </div>
      <div className="rounded-2xl bg-brand-900 p-6 text-white">
        <h2 className="text-xl font-extrabold">Get Free Estimate</h2>
        <p className="mt-2 text-brand-50">
          Pick a time online — we confirm by phone within {COMPANY.callbackPromiseHours} hours.
        </p>
        <Link to="/booking" className={buttonClasses('accent', 'lg', 'mt-5 w-full')}>
          Get Free Estimate
        </Link>
      </div>
    </aside>
  );
}

/** Covington (Newton County) has its own structure (the spec's content pages). */
export function CovingtonCity() {
  return (
    <>
      <PageMeta title={COVINGTON.meta.title} description={COVINGTON.meta.description} path="/city/covington" />
      <PageHero
        showRating
        eyebrow={`${COVINGTON.name} · ${COVINGTON.county}`}
        title={COVINGTON.heroTitle}
        intro={<p>{COVINGTON.heroIntro}</p>}
        actions={
          <>
            <Link to="/booking" className={buttonClasses('accent', 'lg')}>
              BOOK NOW
            </Link>
            <PhoneLink variant="light" size="lg" prefix="Call" />
          </>
        }
      />
      <Breadcrumbs trail={[{ label: 'Service Areas', to: '/service-areas' }, { label: COVINGTON.name }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 pb-16 lg:grid-cols-[1.6fr_1fr]">
        <article aria-labelledby="covington-process">
          <h2 id="covington-process" className="text-3xl font-extrabold tracking-tight">
            {COVINGTON.article.title}
          </h2>
          <div className="mt-4 space-y-4 text-lg text-slate-600">
            {COVINGTON.article.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8">
            <StepsList steps={COVINGTON.article.steps} columns={2} />
          </div>
        </article>
        <CovingtonSidebar />
      </div>
      <section aria-labelledby="covington-services" className="bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="covington-services" eyebrow="Our services" title="Junk Removal Services in Covington" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {COVINGTON.services.map((service) => (
              <FeatureCard key={service.title} icon={service.icon} title={service.title}>
                <p>{service.text}</p>
              </FeatureCard>
            ))}
          </div>
        </div>
      </section>
      <CtaBand
        title="Ready to clear it out, Covington?"
        text="Schedule a pickup online or call — same-day service is often available across Newton County."
        bookLabel="SCHEDULE PICKUP"
      />
    </>
  );
}
