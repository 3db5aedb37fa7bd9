/**
 * Loads an island's code by the URL the prerender wrote on its container (`data-island-src`,
 * web/scripts/prerender.mjs). Islands are entries of their own in the build (vite.config.ts), and
 * a plain `import()` of a URL needs none of Vite's preload helper: the static pages' script stays
 * one file, one request, so nothing but the HTML is on the way to the first paint
 * (docs/decisions/0018).
 */
export function loadIsland<T>(container: HTMLElement): Promise<T> {
  const src = container.dataset.islandSrc;
  if (!src) return Promise.reject(new Error(`island ${container.dataset.island} has no data-island-src`));
  return import(/* @vite-ignore */ src) as Promise<T>;
}
