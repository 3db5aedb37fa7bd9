/**
 * Runs `start` once the browser has shown the page's first contentful paint (decision 0018).
 * Anything fetched before that competes with the HTML for the first paint (and Lighthouse's
 * simulation charges it to the LCP), so the full stylesheet and the islands' code wait for it.
 * The `load` event is not enough: it can come before the first paint. Without Paint Timing,
 * after `load` and the next frame. In any case at most SCRIPT_AT_MOST_AFTER_LOAD_MS after `load`:
 * a browser need not report the first paint of a page opened in a background tab, and the booking
 * wizard must still come alive there (the inline loader has the same bound).
 */
import { SCRIPT_AT_MOST_AFTER_LOAD_MS } from '@haul/shared';

export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
    afterLoad(SCRIPT_AT_MOST_AFTER_LOAD_MS, once);
    return;
  }
  afterLoad(0, () => requestAnimationFrame(once));
}

/** `run` `delayMs` after the page's `load` event, however long ago that was. */
function afterLoad(delayMs: number, run: () => void) {
  const whenLoaded = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const since = navigation && navigation.loadEventEnd > 0 ? performance.now() - navigation.loadEventEnd : 0;
    setTimeout(run, Math.max(0, delayMs - since));
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
