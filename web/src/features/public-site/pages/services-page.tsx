import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PRICING_POINTS } from '../content/pricing.ts';
import { NOT_ACCEPTED, SERVICES } from '../content/services.ts';

export default function ServicesPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Junk Removal Services in Metro Atlanta"
        description="Residential and commercial cleanouts, furniture removal, electronics recycling, office equipment and carpet & tile removal. Upfront volume-based pricing, same-day service across Metro Atlanta."
        path="/services"
      />
      <PageHero
        showRating
        eyebrow="Junk Removal Services"
        title="Junk Removal Services for Homes and Businesses"
        intro={
          <p>
            Six kinds of jobs, one crew that does all the lifting. Tell us what needs to go and we will quote an upfront
            price on site — then load it, haul it and sweep up behind us.
          </p>
        }
        actions={
          <>
            <Link to="/booking" className={buttonClasses('accent', 'lg')}>
              BOOK ONLINE
            </Link>
            <PhoneLink variant="light" size="lg" prefix="Call" />
          </>
        }
      />
      <Breadcrumbs trail={[{ label: 'Junk Removal Services' }]} />
      <section aria-label="Our services" className="px-4 pt-8 pb-16 sm:pb-20">
        <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2">
          {SERVICES.map((service) => (
            <article
              key={service.id}
              id={service.id}
              className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <h2 className="text-2xl font-extrabold">{service.title}</h2>
              </div>
              <p className="mt-4 text-slate-600">{service.summary}</p>
              <h3 className="mt-5 text-sm font-bold tracking-widest text-slate-700 uppercase">Typical jobs</h3>
              <div className="mt-3">
                <CheckList items={service.examples} />
              </div>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="pricing-title" className="bg-brand-50 px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="pricing-title" eyebrow="Pricing" title="Upfront, Volume-Based Pricing" align="left">
              <p>
                You pay for the space your items take up in our truck — not by the hour, and never with add-ons after
                the fact.
              </p>
            </SectionHeading>
            <div className="mt-6">
              <CheckList items={PRICING_POINTS} />
            </div>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-extrabold">What we can’t take</h2>
            <p className="mt-2 text-slate-600">For the safety of our crews and your home, we do not haul:</p>
            <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700">
              {NOT_ACCEPTED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-slate-600">
              Not sure about an item? Call us at{' '}
              <a href={COMPANY.phoneHref} className="font-bold text-brand-800 underline">
                {COMPANY.phone}
              </a>{' '}
              and we will tell you before we come out.
            </p>
            <p className="mt-4 text-slate-600">
              Tearing something out rather than clearing it?{' '}
              <Link to="/demolition" className="font-bold text-brand-800 underline">
                See our demolition services
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
      <CtaBand
        title="Ready for the space back?"
        text="Book a two-hour arrival window online or call — same-day and next-day pickups are usually available."
      />
    </PublicLayout>
  );
}
