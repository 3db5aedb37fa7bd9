import { COMPANY } from '@haul/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';

/**
 * The form (with react-hook-form and zod) is its own chunk: it sits below the fold, so the
 * prerendered HTML shows it at once and it hydrates when its code arrives, off the critical path.
 */
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/** Get Your Free Estimate (#contact): the form, with booking and the phone as alternatives. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <h2 id="contact-title" className="text-3xl font-extrabold tracking-tight">
            Get Your Free Estimate
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            Tell us what needs to go. We’ll contact you within {COMPANY.callbackPromiseHours} hours with your free,
            no-obligation estimate.
          </p>
          {/* On the static home page this is an island: web/src/static/contact-island.ts mounts the form's React there. */}
          <div data-island="contact-form">
            <Suspense fallback={<div className="min-h-[34rem]" aria-busy="true" />}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
        <aside aria-label="Other ways to reach us" className="space-y-6">
          <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
            <h3 className="text-xl font-extrabold">Rather pick a time now?</h3>
            <p className="mt-2 text-brand-50">
              Choose a date and a two-hour arrival window online — it takes about a minute.
            </p>
            <Link to="/booking" className={buttonClasses('accent', 'lg', 'mt-5 w-full')}>
              BOOK ONLINE NOW
            </Link>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
            <h3 className="text-xl font-extrabold">Talk to a person</h3>
            <p className="mt-2 text-slate-600">Open {COMPANY.hours.label}.</p>
            <PhoneLink className="mt-4 w-full" size="lg" prefix="Call" />
            <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
              <Icon name="card" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              Pay by credit or debit card only after the job is complete.
            </p>
          </div>
        </aside>
      </div>
    </section>
  );
}
