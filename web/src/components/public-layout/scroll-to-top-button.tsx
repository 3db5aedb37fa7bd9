import { LIMITS } from '@haul/shared';
import { useEffect, useState } from 'react';
import { Icon } from '../ui/icons.tsx';

/**
 * Floating button shown once the page is scrolled past the spec's threshold (300 px). Always
 * in the markup (hidden until then) so static pages can drive it without React:
 * `web/src/static/scroll-to-top.ts` does the same through `data-scroll-to-top`.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollToTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      data-scroll-to-top={LIMITS.scrollToTopThresholdPx}
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 });
        // The button disappears at the top; move keyboard focus somewhere meaningful.
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
    >
      <Icon name="arrowUp" className="size-6" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
