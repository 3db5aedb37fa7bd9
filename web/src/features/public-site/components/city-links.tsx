import { Link } from 'react-router-dom';
import { CITY_CARDS } from '../content/cities/index.ts';

/** Compact list of the six city pages; used where a full card grid would be too much. */
export function CityLinks({ title }: { title: string }) {
  return (
    <nav aria-label={title} className="mt-6 flex flex-wrap justify-center gap-3">
      {CITY_CARDS.map((city) => (
        <Link
          key={city.slug}
          to={`/city/${city.slug}`}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Junk removal in {city.name}
        </Link>
      ))}
    </nav>
  );
}
