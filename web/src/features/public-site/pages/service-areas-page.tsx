import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CITY_CARDS } from '../content/cities/index.ts';
import { MORE_TOWNS } from '../content/service-area.ts';

export default function ServiceAreasPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Service Areas — Junk Removal Across Metro Atlanta"
        description={`Junk removal in Atlanta, Decatur, Lithonia, Lawrenceville, McDonough, Covington and ${COMPANY.citiesServedLabel} cities within ${COMPANY.serviceRadiusMiles} miles of Atlanta. No travel charge inside the radius.`}
        path="/service-areas"
      />
      <PageHero
        eyebrow="Service Areas"
        title={`Serving ${COMPANY.citiesServedLabel} Cities Across Metro Atlanta`}
        intro={
          <p>
            If you are within {COMPANY.serviceRadiusMiles} miles of downtown Atlanta, we come to you — and there is no
            travel charge anywhere inside that radius.
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
        aside={
          <img
            src="/images/service-map.svg"
            width={480}
            height={400}
            alt={`Map of the ${COMPANY.serviceRadiusMiles}-mile service radius around Atlanta`}
            className="h-auto w-full max-w-md"
          />
        }
      />
      <Breadcrumbs trail={[{ label: 'Service Areas' }]} />
      <section aria-labelledby="cities-title" className="px-4 pt-8 pb-16 sm:pb-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="cities-title" eyebrow="Local pages" title="Cities We Serve Most">
            <p>Every town has its own kind of junk. Pick yours to see how we work there.</p>
          </SectionHeading>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CITY_CARDS.map((city) => (
              <li key={city.slug}>
                <Link
                  to={`/city/${city.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-700 hover:shadow-md"
                >
                  <span className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                    <Icon name="mapPin" className="size-4 text-brand-700" />
                    {city.county} County
                  </span>
                  <span className="mt-2 text-2xl font-extrabold text-slate-900">{city.name}</span>
                  <span className="mt-2 flex-1 text-slate-600">{city.blurb}</span>
                  <span className="mt-4 inline-flex items-center gap-1 font-bold text-brand-800 group-hover:underline">
                    Junk removal in {city.name}
                    <Icon name="arrowRight" className="size-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="more-title" className="bg-brand-50 px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="more-title" eyebrow="And many more" title="Other Towns We Serve">
            <p>
              A few of the {COMPANY.citiesServedLabel} cities our crews visit every week. Don’t see yours? If it is
              within {COMPANY.serviceRadiusMiles} miles of Atlanta, we cover it.
            </p>
          </SectionHeading>
          <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-2">
            {MORE_TOWNS.map((town) => (
              <li key={town} className="rounded-full bg-white px-4 py-2 font-medium text-slate-700 shadow-sm">
                {town}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link to="/services" className="font-bold text-brand-800 underline underline-offset-4">
              See the junk removal services we offer in every town
            </Link>
          </p>
        </div>
      </section>
      <CtaBand
        title="In the area? We can likely come today."
        text="Book online in about a minute, or call and talk to our dispatcher."
      />
    </PublicLayout>
  );
}
