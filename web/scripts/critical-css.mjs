/**
 * Critical CSS for a prerendered page (issue 15, docs/decisions/0014): Beasties keeps, inline in a
 * `<style>`, the rules whose selectors match this page's HTML, and turns the stylesheet link into
 * `media="print"` with a `data-beasties-media` marker, so the full sheet loads without blocking
 * the first paint. Beasties would add an inline script to switch the media back; our CSP refuses
 * inline scripts, so that script is removed here and the pages' own scripts do it
 * (web/src/static/deferred-styles.ts). A `<noscript>` link keeps the full sheet for visitors
 * without JavaScript. Inline styles are allowed by the CSP (`style-src 'self' 'unsafe-inline'`,
 * docs/decisions/0032), so no hash is needed.
 */
import Beasties from 'beasties';

export function criticalCss(distDir) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: true,
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    logLevel: 'warn',
  });
  return async (html) => {
    const processed = await beasties.process(html);
    // The activation script Beasties appends is the only inline <script> without a type.
    const withoutInlineScript = processed.replace(
      /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/,
      '',
    );
    if (/<script>(?!<\/script>)/.test(withoutInlineScript))
      throw new Error('an inline script would be refused by the CSP');
    return withoutInlineScript;
  };
}
