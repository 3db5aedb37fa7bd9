import { COMPANY } from '@haul/shared';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { CityLinks } from '../components/city-links.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { OurStory } from '../components/our-story.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';

export default function HomePage() {
  return (
    <PublicLayout>
      <PageMeta
        title={`Junk Removal & Cleanouts in Metro Atlanta | ${COMPANY.name}`}
        description="Same-day and next-day junk removal, cleanouts and demolition across Metro Atlanta. Upfront volume-based pricing, licensed and insured, pay only when the job is done."
        path="/"
      />
      <HomeHero />
      <OurStory />
      <HowItWorks id="how-it-works" />
      <ServicesGrid />
      <ContactSection />
      <section aria-labelledby="areas-title" className="bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="areas-title"
            eyebrow="Service Area"
            title={`${COMPANY.citiesServedLabel} Cities Across Metro Atlanta`}
          >
            <p>
              No travel charge anywhere within {COMPANY.serviceRadiusMiles} miles of Atlanta. Local pages for the towns
              we visit most:
            </p>
          </SectionHeading>
          <CityLinks title="City pages" />
        </div>
      </section>
    </PublicLayout>
  );
}
