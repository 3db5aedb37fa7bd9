/**
 * Runs `start` once the browser has shown the page's first contentful paint (decision 0018).
 * Anything fetched before that competes with the HTML for the first paint (and Lighthouse's
 * simulation charges it to the LCP), so the full stylesheet and the islands' code wait for it.
 * The `load` event is not enough: it can come before the first paint. Without Paint Timing,
 * after `load` and the next frame.
 */
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
    return;
  }
  const later = () => requestAnimationFrame(once);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
