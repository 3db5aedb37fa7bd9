import { COMPANY } from '@haul/shared';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { StepsList } from '../components/steps-list.tsx';
import { CAREER_BENEFITS, HOW_TO_APPLY, OPENINGS } from '../content/careers.ts';

export default function CareersPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Careers — Junk Removal Jobs in Atlanta"
        description="Now hiring in Metro Atlanta: Junk Removal Crew Member ($15-18/hour), Truck Driver / Team Lead ($18-22/hour) and Part-Time Crew Member ($14-16/hour). Apply by phone."
        path="/careers"
      />
      <PageHero
        eyebrow="Careers"
        title="Join the Crew That Hauls It All"
        intro={
          <p>
            Active, outdoor work with a team that takes pride in doing the job right. We are hiring crew members and
            drivers across Metro Atlanta — apply with one phone call.
          </p>
        }
        actions={
          <>
            <a href="#openings" className={buttonClasses('accent', 'lg')}>
              View Open Positions
            </a>
            <PhoneLink variant="light" size="lg" prefix="Call" />
          </>
        }
      />
      <section aria-labelledby="why-work-title" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="why-work-title" eyebrow="Why work with us" title="More Than Just Moving Junk" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CAREER_BENEFITS.map((benefit) => (
              <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
                <p>{benefit.text}</p>
              </FeatureCard>
            ))}
          </div>
        </div>
      </section>
      <section id="openings" aria-labelledby="openings-title" className="bg-slate-50 px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="openings-title" eyebrow="Now hiring" title="Open Positions" />
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {OPENINGS.map((job) => (
              <article
                key={job.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-900">
                    {job.type}
                  </span>
                  <span className="rounded-full bg-accent-300 px-3 py-1 text-sm font-bold text-slate-900">
                    {job.pay}
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-extrabold">{job.title}</h3>
                <p className="mt-2 text-slate-600">{job.text}</p>
                <h4 className="mt-4 text-sm font-bold tracking-widest text-slate-700 uppercase">Requirements</h4>
                <div className="mt-2 flex-1">
                  <CheckList items={job.requirements} />
                </div>
                <PhoneLink variant="primary" className="mt-6 w-full" prefix="Apply:" />
              </article>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="apply-title" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="apply-title" eyebrow="Applying is easy" title="How to Apply">
            <p>No online forms, no résumé required. Applications are taken by phone.</p>
          </SectionHeading>
          <div className="mt-10">
            <StepsList steps={HOW_TO_APPLY} columns={3} />
          </div>
          <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-brand-900 p-6 text-center text-white sm:p-8">
            <h3 className="text-2xl font-extrabold">Questions about working with us?</h3>
            <p className="mt-2 text-brand-50">
              Call us {COMPANY.bookingDaysLabel}, or email{' '}
              <a href={`mailto:${COMPANY.careersEmail}`} className="font-bold text-white underline">
                {COMPANY.careersEmail}
              </a>
              .
            </p>
            <PhoneLink className="mt-5" size="lg" prefix="Call" />
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
