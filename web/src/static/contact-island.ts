/**
 * The home page's contact form is the only React on a content page (decision 0013). Its code loads
 * when the form nears the viewport or is focused. Until then the prerendered form is a plain
 * HTML form: a submit waits for the code and re-submits through React, offline it shows the
 * offline notice at once (keeping the input), and if the code cannot load the browser posts
 * the form natively to /api/contact/form.
 */

import { loadIsland } from './load-island.ts';

type ContactIsland = typeof import('../features/public-site/contact-form-island.tsx');

const NEAR_VIEWPORT = '400px 0px';

export function deferContactForm(root: ParentNode = document): void {
  const container = root.querySelector<HTMLElement>('[data-island="contact-form"]');
  if (!container) return;
  // The form is never swapped under a finger: a tap pressed on the static button and released on
  // the live one would be no click at all, and the visitor's submit would be lost.
  let pressed: Promise<void> | null = null;
  container.addEventListener('pointerdown', () => {
    pressed ??= new Promise((resolve) => {
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        // After the click this release makes, which still lands on the static form.
        setTimeout(() => {
          pressed = null;
          resolve();
        }, 0);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
    });
  });
  let mounting: Promise<HTMLFormElement | null> | null = null;
  const mount = () => {
    mounting ??= loadIsland<ContactIsland>(container).then(async (m) => {
      while (pressed) await pressed;
      return m.mountContactForm(container);
    });
    return mounting;
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void mount().catch(() => undefined);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(container);
  container.addEventListener('focusin', () => void mount().catch(() => undefined));

  container.addEventListener('submit', (event) => {
    if (container.dataset.islandReady) return; // React's own handler has it.
    const staticForm = event.target instanceof HTMLFormElement ? event.target : null;
    if (!staticForm) return;
    event.preventDefault();
    if (!navigator.onLine) {
      const notice = staticForm.querySelector<HTMLElement>('[data-offline-notice]');
      if (notice) notice.hidden = false;
      return;
    }
    mount().then(
      (live) => live?.requestSubmit(),
      () => staticForm.submit(),
    );
  });
}
