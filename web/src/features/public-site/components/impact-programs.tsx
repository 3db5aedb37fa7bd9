import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PROGRAMS } from '../content/impact.ts';

/** "Learn More" is a button (the spec's wording is not a descriptive link text): it shows the sources. */
function showSources() {
  const sources = document.getElementById('sources');
  sources?.scrollIntoView();
  sources?.focus({ preventScroll: true });
}

/** The three program cards and the page's two buttons (see docs/decisions/0011). */
export function ImpactPrograms() {
  return (
    <section aria-labelledby="programs-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="programs-title" eyebrow="Our programs" title="How We Keep It Out of the Landfill" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PROGRAMS.map((program) => (
            <FeatureCard key={program.title} icon={program.icon} title={program.title}>
              <p className="text-4xl font-extrabold text-brand-800">{program.stat}</p>
              <p className="text-sm font-semibold text-slate-700">{program.statLabel}</p>
              <p className="mt-3">{program.text}</p>
            </FeatureCard>
          ))}
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={showSources} className={buttonClasses('primary', 'lg')}>
            Learn More
          </button>
          <Link to="/careers" className={buttonClasses('outline', 'lg')}>
            Meet Our Team
          </Link>
        </div>
      </div>
    </section>
  );
}
