/**
 * Hydrates the prerendered booking wizard (loaded by web/src/static/booking-island.ts). What the
 * visitor typed before the code arrived is carried into the form: react-hook-form would otherwise
 * write its empty defaults over it when it registers the fields. Hydration keeps the DOM nodes,
 * so focus and caret stay where they were.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type BookingDetailsInput, bookingSchemas, isBookingDetailField } from './booking-form.ts';
import { BookingWizardRoot } from './booking-wizard-root.tsx';

function typedValues(container: HTMLElement): Partial<BookingDetailsInput> {
  const form = container.querySelector('form');
  if (!form) return {};
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || !value || !isBookingDetailField(name)) continue;
    // A ticked checkbox posts "on"; the form holds it as true.
    values[name] = name === 'smsConsent' ? true : value;
  }
  return values as Partial<BookingDetailsInput>;
}

/**
 * The form's schemas load when the visitor first reaches for the form (decision 0280): ready by
 * the first check, and fetched while the connection that brought the page is still there.
 */
function schemasOnFirstFocus(container: HTMLElement) {
  const load = () => void bookingSchemas().catch(() => undefined);
  if (container.contains(document.activeElement)) load();
  else container.addEventListener('focusin', load, { once: true });
}

/**
 * Resolves once the wizard is hydrated. The island runs on Preact (decision 0211), which renders
 * in one go, so the hydration waits for the next task: the script's own evaluation and the
 * hydration are two shorter tasks instead of one long one (a long task is what a phone feels, and
 * what Lighthouse counts as blocking time). The transition keeps React's slicing where React runs.
 */
export async function hydrateBookingWizard(container: HTMLElement): Promise<void> {
  await new Promise((next) => setTimeout(next, 0));
  schemasOnFirstFocus(container);
  const typed = typedValues(container);
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(container, <BookingWizardRoot typed={typed} onReady={resolve} />);
    });
  });
}
