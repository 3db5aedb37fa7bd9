import { PageMeta } from '../../../lib/page-meta.tsx';

/** Placeholder until its issue lands; the route is registered so links and the server agree. */
export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title="Demolition" description="Demolition" path="/demolition" />
      <h1 className="text-3xl font-bold">Demolition</h1>
    </main>
  );
}
