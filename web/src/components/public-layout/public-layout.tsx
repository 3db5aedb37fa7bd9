/** The marketing pages' frame: skip link, sticky header, main, footer and the scroll-to-top button. */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

/** Links such as /#how-it-works from another page: scroll to the anchor once the page has rendered. */
function useScrollToHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) re-runs it.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
}

export function PublicLayout({ children }: { children: ReactNode }) {
  useScrollToHash();
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
      <ScrollToTopButton />
    </div>
  );
}
