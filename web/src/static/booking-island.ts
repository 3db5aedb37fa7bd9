/**
 * The booking wizard's React on /booking (docs/decisions/0018). The page is prerendered like the
 * content pages; the wizard's code starts loading once the page has painted (the `load` event,
 * then the next frame), so it never competes with the HTML for the first paint, or at once when
 * the visitor reaches for the form. Resolves when the wizard is hydrated ("buttons work").
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { loadIsland } from './load-island.ts';

type BookingIsland = typeof import('../features/booking/booking-island.tsx');

export function deferBookingWizard(root: ParentNode = document): Promise<void> | null {
  const container = root.querySelector<HTMLElement>('[data-island="booking-wizard"]');
  if (!container) return null;
  return new Promise((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      loadIsland<BookingIsland>(container)
        .then((m) => m.hydrateBookingWizard(container))
        .then(resolve, reject);
    };
    for (const type of ['focusin', 'pointerdown', 'keydown'] as const)
      container.addEventListener(type, start, { once: true, capture: true });
    afterFirstPaint(start);
  });
}
