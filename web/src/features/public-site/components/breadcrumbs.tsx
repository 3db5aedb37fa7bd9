import { Link } from 'react-router-dom';

interface Crumb {
  label: string;
  to?: string;
}

/** "Home › …" trail under the hero; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.to && index < crumbs.length - 1 ? (
              <Link
                to={crumb.to}
                className="inline-block py-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
