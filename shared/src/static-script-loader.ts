/**
 * The one inline script of the prerendered public pages (docs/decisions/0019). It starts the
 * pages' own script (its URL in `data-src`) once the browser has shown the first contentful
 * paint, so nothing but the HTML is on the way to it: a script fetched during the first paint
 * costs a phone on a slow network one more round trip before the page counts as loaded. Without
 * Paint Timing it starts on `load`; and in any case at most 3 s after `load`, because a browser
 * need not report the first paint of a page opened in the background (the booking wizard must
 * still come alive there). With JavaScript off nothing changes: the pages work without it.
 *
 * The Content-Security-Policy allows exactly this text by its SHA-256 hash (api/src/http/secure-headers.ts);
 * any other inline script stays refused. Plain ES5 on purpose: it runs before anything else.
 */
/**
 * The latest the public pages' script starts after `load`, first paint reported or not (a browser
 * need not report it for a page opened in a background tab). The page script's own wait for the
 * first paint (web/src/static/after-first-paint.ts) has the same bound.
 */
export const SCRIPT_AT_MOST_AFTER_LOAD_MS = 3_000;

export const STATIC_SCRIPT_LOADER =
  '(function(s){var started=0;function start(){if(started++)return;var e=document.createElement("script");e.type="module";e.src=s.getAttribute("data-src");document.head.appendChild(e)}' +
  `addEventListener("load",function(){setTimeout(start,${SCRIPT_AT_MOST_AFTER_LOAD_MS})});` +
  'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});' +
  'else addEventListener("load",start)})(document.currentScript)';
