/**
 * An island: the one part of a static page that React runs in the browser (docs/decisions/0018).
 *
 * The browser hydrates an island as a React root of its own, so its prerendered HTML must come
 * from a root of its own too: `useId` values depend on the whole tree above a component, and an
 * island rendered inside the page's tree would not match. The prerender renders each island
 * separately and passes its markup down through `IslandMarkup`; without that (client-side
 * navigation inside the React app) the island simply renders its children.
 */
import { createContext, type ReactNode, useContext } from 'react';

export type IslandName = 'booking-wizard';

/** Island name → its prerendered HTML. Filled by the prerenderer; null in the browser. */
export const IslandMarkup = createContext<Partial<Record<IslandName, string>> | null>(null);

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const markup = useContext(IslandMarkup)?.[name];
  if (markup !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of our components at build time, never visitor input.
    return <div data-island={name} dangerouslySetInnerHTML={{ __html: markup }} />;
  return <div data-island={name}>{children}</div>;
}

/**
 * True while prerendering a static page, where no React runs outside the islands: page-wide
 * React parts (the app's notices) would be dead markup, and each island brings its own.
 */
export const useStaticPage = (): boolean => useContext(IslandMarkup) !== null;
