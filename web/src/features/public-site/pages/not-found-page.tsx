import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageMeta } from '../../../lib/page-meta.tsx';

/**
 * As the spec has it: headed '404 Page Not Found' with the body 'Did you forget to add the page to the
 * router?'; the server sends it with HTTP status 404. Inside the public frame so a visitor who
 * followed a stale link still has the menu and the phone number.
 */
export default function NotFoundPage() {
  return (
    <PublicLayout>
      <PageMeta title="404 Page Not Found" description="This page does not exist." path="/404" noindex />
      <section className="flex items-center justify-center bg-slate-50 px-4 py-20">
        <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-3xl font-extrabold text-slate-900">404 Page Not Found</h1>
          <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
          <p className="mt-4 text-slate-600">
            The page you asked for is not here. Call us at{' '}
            <a href={COMPANY.phoneHref} className="font-bold text-brand-800 underline">
              {COMPANY.phone}
            </a>{' '}
            or pick up from one of these:
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/" className={buttonClasses('primary')}>
              Go to the home page
            </Link>
            <Link to="/services" className={buttonClasses('outline')}>
              Junk removal services
            </Link>
            <Link to="/booking" className={buttonClasses('outline')}>
              Book online
            </Link>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
