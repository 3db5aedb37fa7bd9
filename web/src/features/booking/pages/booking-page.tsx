import { COMPANY } from '@haul/shared';
import { Island } from '../../../lib/island.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { BookingWizard } from '../components/booking-wizard.tsx';

/**
 * /booking: its own slim header (Back to Home) so nothing distracts from finishing the booking.
 * Prerendered like the content pages; only the wizard is hydrated, as an island (decision 0018).
 */
export default function BookingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <PageMeta
        title="Book Junk Removal Online"
        description={`Book junk removal, a cleanout or demolition in Metro Atlanta in three quick steps. Pick a day and a two-hour arrival window; we call within ${COMPANY.callbackPromiseHours} hours to confirm.`}
        path="/booking"
      />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <span aria-hidden="true">←</span> Back to Home
          </a>
          <a href={COMPANY.phoneHref} className="text-sm font-semibold text-brand-800 hover:underline">
            <span className="hidden sm:inline">Questions? Call </span>
            {COMPANY.phone}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <div className="mb-8 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Book Your Appointment
          </h1>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            Three quick steps. Free, no-obligation estimate on site; you pay only after the job is done.
          </p>
        </div>
        <Island name="booking-wizard">
          <BookingWizard />
        </Island>
      </main>
    </div>
  );
}
