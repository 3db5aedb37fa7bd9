import { Link } from 'react-router-dom';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { NOT_ACCEPTED, SERVICES } from '../content/services.ts';

/** Our Services (#services): the six services the spec names. */
export function ServicesGrid() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services-title" eyebrow="Our Services" title="Whatever It Is, We Haul It">
          <p>Big or small, one item or a whole building — here is what our crews clear every day.</p>
        </SectionHeading>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <FeatureCard key={service.id} icon={service.icon} title={service.title}>
              <p>{service.summary}</p>
            </FeatureCard>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <Link to="/services" className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            See everything we haul and how pricing works
          </Link>
          <p className="text-sm text-slate-600">
            We cannot take: {NOT_ACCEPTED.map((item) => item.toLowerCase()).join(', ')}.
          </p>
        </div>
      </div>
    </section>
  );
}
