/** Site-wide LocalBusiness JSON-LD (no review-star markup: self-serving ratings are not allowed). */
import { CITY_SLUGS, COMPANY } from '@haul/shared';

const CITY_NAMES: Record<(typeof CITY_SLUGS)[number], string> = {
  atlanta: 'Atlanta',
  decatur: 'Decatur',
  lithonia: 'Lithonia',
  lawrenceville: 'Lawrenceville',
  mcdonough: 'McDonough',
  covington: 'Covington',
};

export function structuredData(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${COMPANY.siteUrl}/#business`,
    name: COMPANY.name,
    slogan: COMPANY.tagline,
    url: COMPANY.siteUrl,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: COMPANY.address.locality,
      addressRegion: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      addressCountry: COMPANY.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: COMPANY.hours.opens,
        closes: COMPANY.hours.closes,
      },
    ],
    areaServed: [
      ...CITY_SLUGS.map((slug) => ({ '@type': 'City', name: `${CITY_NAMES[slug]}, GA` })),
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude },
        geoRadius: Math.round(COMPANY.serviceRadiusMiles * 1609.344),
      },
    ],
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
