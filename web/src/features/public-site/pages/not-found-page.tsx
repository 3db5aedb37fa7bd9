import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta.tsx';

/** Spec §2: headed '404 Page Not Found'; the server sends it with HTTP status 404. */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <PageMeta title="404 Page Not Found" description="This page does not exist." path="/404" noindex />
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <p className="mt-6 text-sm">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Go to the home page
          </Link>{' '}
          or call us at{' '}
          <a href={COMPANY.phoneHref} className="font-semibold text-brand-700 underline">
            {COMPANY.phone}
          </a>
          .
        </p>
      </div>
    </main>
  );
}
