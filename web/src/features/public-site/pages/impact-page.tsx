import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { ImpactPrograms } from '../components/impact-programs.tsx';
import { PageHero } from '../components/page-hero.tsx';
import {
  ENERGY_RECOVERY,
  EQUIVALENTS,
  HEADLINE_STATS,
  IMPACT_REPORT,
  SOURCES,
  SUPPORT_FIGURES,
} from '../content/impact.ts';

export default function ImpactPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Our Impact — Keeping Atlanta’s Junk Out of Landfills"
        description={`Our impact report, ${IMPACT_REPORT.period}: ${HEADLINE_STATS[0].value} diverted from landfills, ${HEADLINE_STATS[1].value} donated, ${HEADLINE_STATS[2].value} recycled and ${HEADLINE_STATS[3].value} of carbon emissions avoided.`}
        path="/impact"
      />
      <PageHero
        eyebrow={`Impact Report, ${IMPACT_REPORT.period} · Making a difference since ${IMPACT_REPORT.activeSince}`}
        title="Every Haul Makes Atlanta a Little Greener"
        intro={
          <p>
            Junk removal does not have to mean landfill. Here is what our customers’ cleanouts added up to in the twelve
            months to {IMPACT_REPORT.to} — donated, recycled and kept out of the air.{' '}
            <a href="#sources" className="font-semibold text-white underline underline-offset-2">
              How we measured it
            </a>
          </p>
        }
        actions={
          <Link to="/booking" className={buttonClasses('accent', 'lg')}>
            START YOUR IMPACT
          </Link>
        }
      />
      <section aria-labelledby="stats-title" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="stats-title"
            eyebrow={`${IMPACT_REPORT.period} in numbers`}
            title="What Our Hauls Added Up To"
          />
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HEADLINE_STATS.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-slate-200 p-6 text-center shadow-sm">
                <dt className="text-slate-600">{stat.label}</dt>
                <dd className="mt-2 text-3xl font-extrabold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 rounded-2xl border border-slate-200 p-4 text-center text-slate-700">
            <span className="font-extrabold text-slate-900">{ENERGY_RECOVERY.value}</span> {ENERGY_RECOVERY.label}{' '}
            <a href="#sources" className="font-semibold text-brand-800 underline underline-offset-2">
              How we count it
            </a>
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {EQUIVALENTS.map((item) => (
              <div key={item.label} className="flex items-center gap-5 rounded-2xl bg-brand-900 p-6 text-white">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-300">
                  <Icon name={item.icon} className="size-7" />
                </span>
                <div>
                  <p className="text-3xl font-extrabold">
                    {item.value} <span className="text-lg font-bold text-brand-100">{item.label.toLowerCase()}</span>
                  </p>
                  <p className="mt-1 text-brand-50">{item.text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="community-title" className="bg-accent-300 px-4 py-14">
        <div className="mx-auto max-w-7xl">
          <h2 id="community-title" className="text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
            Supporting Our Community
          </h2>
          <dl className="mt-8 grid gap-6 text-center sm:grid-cols-3">
            {SUPPORT_FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="mt-1 font-semibold text-slate-800">{figure.label}</dt>
                <dd className="text-4xl font-extrabold text-slate-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <ImpactPrograms />
      <section id="sources" tabIndex={-1} aria-labelledby="sources-title" className="bg-slate-50 px-4 py-14">
        <div className="mx-auto max-w-3xl">
          <h2 id="sources-title" className="text-2xl font-extrabold">
            Sources and Methodology
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
            {SOURCES.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ol>
        </div>
      </section>
    </PublicLayout>
  );
}
