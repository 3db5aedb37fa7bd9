/**
 * Critical CSS for a prerendered page (decision 0014): Beasties keeps, inline in a
 * `<style>`, the rules whose selectors match this page's HTML, and turns the stylesheet link into
 * `media="print"` with a `data-beasties-media` marker, so the full sheet loads without blocking
 * the first paint. Beasties would add an inline script to switch the media back; our CSP refuses
 * inline scripts, so that script is removed here; the link itself is replaced by one the pages'
 * script adds after the first paint (web/src/static/deferred-styles.ts, decision 0018). A `<noscript>` link keeps the full sheet for visitors
 * without JavaScript. Inline styles are allowed by the CSP (`style-src 'self' 'unsafe-inline'`,
 * docs/decisions/0032), so no hash is needed.
 */
import Beasties from 'beasties';

/**
 * Nothing but the HTML may be fetched before the first paint (decision 0018): the `media="print"`
 * link Beasties leaves would still be downloaded then. It goes; the `<noscript>` link stays for
 * visitors without JavaScript and names the sheet the pages' script adds after the first paint
 * (web/src/static/deferred-styles.ts).
 */
function deferToAfterPaint(html) {
  const deferred = /<link rel="stylesheet"[^>]*? href="([^"]+)" media="print" data-beasties-media="all">/g;
  const hrefs = [...html.matchAll(deferred)].map((m) => m[1]);
  let out = html.replace(deferred, '');
  for (const href of hrefs) {
    const noscript = `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`;
    if (!out.includes(noscript)) throw new Error(`no <noscript> fallback for ${href}`);
    out = out.replace(
      noscript,
      () => `<noscript data-deferred-styles="${href}"><link rel="stylesheet" href="${href}"></noscript>`,
    );
  }
  return out;
}

const ROOT_RULE = /(:root(?:,\s*:host)?\{)([^{}]*)\}/g;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^{}]*\}/g;

/**
 * Tailwind's theme block declares every colour, size and font variable the whole app uses
 * (staff screens included), in hex and again in lab(), and registers (`@property`) every `--tw-*`
 * variable its utilities use; a page needs a few. Keeping only the variables something on this
 * page reads, directly or through another variable, keeps the home page's HTML within one round
 * trip of a new connection (~14 KB, decision 0018). The full sheet, added after the first paint,
 * declares and registers them all.
 */
export function pruneUnusedVariables(html) {
  const declarations = (body) => body.split(';').filter(Boolean);
  const nameOf = (declaration) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1] ?? null;
  const referenced = new Set();
  const addReferences = (text) => {
    let added = false;
    for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) {
      if (!referenced.has(name)) added = referenced.add(name) && true;
    }
    return added;
  };
  addReferences(html.replace(ROOT_RULE, '').replace(PROPERTY_RULE, ''));
  const rootValues = [...html.matchAll(ROOT_RULE)].flatMap(([, , body]) => declarations(body));
  // Variables used by kept variables are used too; repeat until nothing new turns up.
  while (addReferences(rootValues.filter((d) => referenced.has(nameOf(d))).join(';'))) {}
  return html
    .replace(ROOT_RULE, (_rule, open, body) => {
      const kept = declarations(body).filter((d) => nameOf(d) === null || referenced.has(nameOf(d)));
      return `${open}${kept.join(';')}}`;
    })
    .replace(PROPERTY_RULE, (rule, name) => (referenced.has(name) ? rule : ''));
}

/**
 * Tailwind's `@layer properties` block gives the `--tw-*` variables their initial values in
 * browsers without `@property` (Safari before 16.4, Firefox before 128); every browser since
 * ignores it. Those few get it with the full sheet, right after the first paint, and it is
 * 450 bytes of gzip that would push the home page past one round trip (decision 0018).
 */
export function withoutPropertiesFallback(html) {
  const start = html.indexOf('@layer properties{@supports');
  if (start < 0) return html;
  let depth = 0;
  for (let i = html.indexOf('{', start); i < html.length; i++) {
    if (html[i] === '{') depth++;
    else if (html[i] === '}' && --depth === 0) return html.slice(0, start) + html.slice(i + 1);
  }
  throw new Error('unbalanced @layer properties block in the critical CSS');
}

/** Comments of the HTML templates (React's own markers, `<!--$-->` and `<!-- -->`, stay). */
const TEMPLATE_COMMENT = /<!-- [A-Z][^>]*-->\s*/g;
/** React Router's marker for lazy route discovery in the app; static pages have no router. */
const DISCOVER_ATTRIBUTE = / data-discover="true"/g;

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
    // Beasties cannot match `:where(...)` selectors and would drop them, yet Tailwind writes
    // space-y-*, divide-* and the `[hidden]` reset that way; the header menu toggles `block`
    // and `rotate-180`. All are small and must be there before the full sheet (decision 0018).
    allowRules: [/:where\(/, '.block', '.rotate-180'],
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
    const slim = withoutPropertiesFallback(pruneUnusedVariables(withoutInlineScript))
      .replace(TEMPLATE_COMMENT, '')
      .replace(DISCOVER_ATTRIBUTE, '');
    return deferToAfterPaint(slim);
  };
}
