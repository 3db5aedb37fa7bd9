import { COMPANY } from '@haul/shared';
import { FeatureCard } from '../../../components/ui/feature-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { BENEFITS } from '../content/benefits.ts';

/** About Us / Our Story / Why Choose (the spec's home page), the target of the menu's Our Story link. */
export function OurStory() {
  return (
    <section id="who-we-are" aria-labelledby="who-we-are-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">About Us</p>
          <h2 id="who-we-are-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-lg text-slate-600">
            <p>
              {COMPANY.name} started in 2020 with one truck and a simple promise: show up when we say we will, quote a
              fair price before we lift anything, and leave the place cleaner than we found it.
            </p>
            <p>
              Since then our crews have cleared thousands of homes, offices and job sites across{' '}
              {COMPANY.citiesServedLabel} cities within {COMPANY.serviceRadiusMiles} miles of Atlanta. Along the way we
              have kept millions of pounds out of the landfill by donating what still has life in it and recycling what
              does not.
            </p>
          </div>
        </div>
        <img
          src="/images/crew-at-work.svg"
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          alt="Two crew members carrying a dresser out of a house"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
      <div className="mx-auto mt-16 max-w-7xl">
        <SectionHeading eyebrow="Why Choose Us" title={`Why Choose ${COMPANY.shortName}`}>
          <p>
            Rated {COMPANY.rating} across {COMPANY.reviewCountLabel.toLowerCase()}, because the basics matter.
          </p>
        </SectionHeading>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              <p>{benefit.text}</p>
            </FeatureCard>
          ))}
        </div>
      </div>
    </section>
  );
}
