import { PageMeta } from '../../../lib/page-meta.tsx';

/** Placeholder until its issue lands; the route is registered so links and the server agree. */
export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title="Staff Sign In" description="Staff Sign In" path="/sign-in" />
      <h1 className="text-3xl font-bold">Staff Sign In</h1>
    </main>
  );
}
