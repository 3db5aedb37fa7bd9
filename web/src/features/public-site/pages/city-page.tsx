/**
 * /city/:slug — one page component; each city's words live in its own content module. Covington
 * has its own layout, as the spec lays it out. An unknown slug renders the not-found page (the server already
 * answers such paths with 404); it brings its own frame.
 */
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { CovingtonCity } from '../components/covington-city.tsx';
import { StandardCity } from '../components/standard-city.tsx';
import { STANDARD_CITIES } from '../content/cities/index.ts';
import NotFoundPage from './not-found-page.tsx';

const isStandardCity = (slug: string): slug is keyof typeof STANDARD_CITIES => Object.hasOwn(STANDARD_CITIES, slug);

export default function CityPage() {
  const { slug = '' } = useParams();
  if (slug === 'covington') {
    return (
      <PublicLayout>
        <CovingtonCity />
      </PublicLayout>
    );
  }
  if (!isStandardCity(slug)) return <NotFoundPage />;
  return (
    <PublicLayout>
      <StandardCity slug={slug} city={STANDARD_CITIES[slug]} />
    </PublicLayout>
  );
}
