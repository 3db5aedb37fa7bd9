/**
 * The header menu on static pages, without React: the same markup `PublicHeader` renders (found
 * through its `data-menu-*` attributes) and the same behaviour (docs/decisions/0010): the toggle
 * and the About Us button flip aria-expanded and their panel; Escape closes the innermost open
 * menu and returns focus to its button; a press outside the header, choosing a link, or coming
 * back to the page from the back/forward cache closes everything.
 */

interface Disclosure {
  button: HTMLButtonElement;
  panel: HTMLElement;
  isOpen: () => boolean;
  set: (open: boolean) => void;
}

function disclosure(button: HTMLButtonElement | null, onSet: (open: boolean) => void): Disclosure | null {
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !panel) return null;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('hidden', !open);
    panel.classList.toggle('block', open);
    onSet(open);
  };
  return { button, panel, isOpen, set };
}

export function enhanceHeaderMenu(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const menuButton = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = disclosure(menuButton, (open) => {
    menuButton?.querySelector('[data-when-closed]')?.classList.toggle('hidden', open);
    menuButton?.querySelector('[data-when-open]')?.classList.toggle('hidden', !open);
    const label = menuButton?.querySelector('[data-menu-label]');
    if (label) label.textContent = open ? 'Close menu' : 'Open menu';
  });
  const aboutButton = header.querySelector<HTMLButtonElement>('[data-submenu-toggle]');
  const about = disclosure(aboutButton, (open) => {
    aboutButton?.querySelector('[data-chevron]')?.classList.toggle('rotate-180', open);
  });
  const closeAll = () => {
    if (menu?.isOpen()) menu.set(false);
    if (about?.isOpen()) about.set(false);
  };

  menu?.button.addEventListener('click', () => menu.set(!menu.isOpen()));
  about?.button.addEventListener('click', () => about.set(!about.isOpen()));
  header.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) closeAll();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const innermost = about?.isOpen() ? about : menu?.isOpen() ? menu : null;
    if (!innermost) return;
    innermost.set(false);
    innermost.button.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !header.contains(event.target)) closeAll();
  });
  window.addEventListener('pageshow', closeAll);
  window.addEventListener('hashchange', closeAll);
}
