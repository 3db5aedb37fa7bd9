import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { StepsList } from '../components/steps-list.tsx';
import { DEMOLITION_PROMISES, DEMOLITION_SERVICES, DEMOLITION_STEPS } from '../content/demolition.ts';

export default function DemolitionPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Demolition & Tear-Out Services in Metro Atlanta"
        description="Kitchen and bath tear-outs, interior demolition, deck, shed and fence removal, flooring and hot tub removal across Metro Atlanta — debris hauled the same visit. Licensed and insured."
        path="/demolition"
      />
      <PageHero
        showRating
        eyebrow="Demolition Services"
        title="Demolition and Tear-Outs, Hauled Away the Same Day"
        intro={
          <p>
            Remodeling a kitchen, replacing a deck or clearing a commercial space? We take it down and take it away — no
            dumpster rental, no pile in the driveway, one upfront price.
          </p>
        }
        actions={
          <>
            <Link to="/booking" className={buttonClasses('accent', 'lg')}>
              BOOK A WALK-THROUGH
            </Link>
            <PhoneLink variant="light" size="lg" prefix="Call" />
          </>
        }
      />
      <Breadcrumbs trail={[{ label: 'Services', to: '/services' }, { label: 'Demolition' }]} />
      <section aria-labelledby="demo-services-title" className="px-4 pt-8 pb-16 sm:pb-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="demo-services-title" eyebrow="What we tear out" title="Demolition Services">
            <p>Light and interior demolition for homeowners, landlords, contractors and businesses.</p>
          </SectionHeading>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {DEMOLITION_SERVICES.map((service) => (
              <FeatureCard key={service.title} icon={service.icon} title={service.title}>
                <p>{service.text}</p>
              </FeatureCard>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="demo-steps-title" className="bg-brand-50 px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="demo-steps-title" eyebrow="Our process" title="How a Demolition Job Works" />
          <div className="mt-10">
            <StepsList steps={DEMOLITION_STEPS} />
          </div>
        </div>
      </section>
      <section aria-labelledby="demo-why-title" className="px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
          <SectionHeading id="demo-why-title" eyebrow="Why us" title="Demolition Without the Dumpster" align="left">
            <p>
              A rented dumpster can sit on your driveway for days. We bring the crew and the truck, do the tear-out and
              leave with every last piece of debris.
            </p>
          </SectionHeading>
          <div className="space-y-6">
            <CheckList items={DEMOLITION_PROMISES} />
            <p className="text-slate-600">
              Only clearing things out?{' '}
              <Link to="/services" className="font-bold text-brand-800 underline">
                See our junk removal services
              </Link>{' '}
              or{' '}
              <Link to="/service-areas" className="font-bold text-brand-800 underline">
                check the areas we serve
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
      <CtaBand
        title="Planning a tear-out?"
        text="Book a walk-through and get an upfront price for the demolition and the haul-away together."
      />
    </PublicLayout>
  );
}
