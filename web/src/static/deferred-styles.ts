/**
 * The prerender inlines each page's critical CSS and loads the full stylesheet as
 * `media="print"` so it does not block the first paint (web/scripts/critical-css.mjs). Inline
 * scripts are refused by our CSP, so this external one switches it on; without JavaScript a
 * `<noscript>` link loads it normally.
 */
export const DEFERRED_MEDIA_ATTR = 'data-beasties-media';

export function enableDeferredStyles(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_MEDIA_ATTR}]`)) {
    link.media = link.getAttribute(DEFERRED_MEDIA_ATTR) || 'all';
    link.removeAttribute(DEFERRED_MEDIA_ATTR);
  }
}
