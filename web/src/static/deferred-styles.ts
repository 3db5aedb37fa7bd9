/**
 * The full stylesheet on prerendered pages. The prerender inlines each page's critical CSS and
 * leaves the full sheet only in a `<noscript>` link (web/scripts/prerender.mjs), so with
 * JavaScript off it loads as usual, and with JavaScript on nothing but the HTML is fetched before
 * the first paint. This adds the sheet once the page has painted (docs/decisions/0018). The
 * critical CSS already holds every rule the page's own markup uses; the full sheet brings the
 * rest (an opened menu's classes, the islands' error and notice styles).
 */
import { afterFirstPaint } from './after-first-paint.ts';

export const DEFERRED_STYLES_ATTR = 'data-deferred-styles';

export function enableDeferredStyles(root: Document = document): void {
  for (const noscript of root.querySelectorAll<HTMLElement>(`noscript[${DEFERRED_STYLES_ATTR}]`)) {
    const href = noscript.getAttribute(DEFERRED_STYLES_ATTR);
    if (!href) continue;
    afterFirstPaint(() => {
      const link = root.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      root.head.append(link);
    });
  }
}
