import { COMPANY } from '@haul/shared';
import { PublicLayout } from '../../../app/layouts/public-layout.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';

export default function HomePage() {
  return (
    <PublicLayout>
      <PageMeta
        title={`Junk Removal & Cleanouts in Metro Atlanta | ${COMPANY.name}`}
        description="Same-day and next-day junk removal, cleanouts and demolition across Metro Atlanta. Upfront volume-based pricing, licensed and insured."
        path="/"
      />
      <section className="bg-brand-900 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-extrabold">{COMPANY.tagline}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Junk removal, cleanouts and demolition across Metro Atlanta — same-day and next-day service.
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
