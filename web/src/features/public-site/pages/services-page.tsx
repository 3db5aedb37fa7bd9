import { PageMeta } from '../../../lib/page-meta.tsx';

/** Placeholder until its issue lands; the route is registered so links and the server agree. */
export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title="Junk Removal Services" description="Junk Removal Services" path="/services" />
      <h1 className="text-3xl font-bold">Junk Removal Services</h1>
    </main>
  );
}
