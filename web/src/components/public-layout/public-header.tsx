/**
 * Sticky marketing header (the spec's home page): logo, phone link, menu toggle, the menu with its
 * About Us submenu, and START HERE. Below `xl` the menu is a disclosure panel behind the toggle;
 * from `xl` up it is an inline bar and only the submenu toggles. Escape closes the innermost open
 * menu and returns focus to its button; a press outside or choosing a link closes everything.
 *
 * Content pages are static HTML (no React in the browser): `web/src/static/header-menu.ts` drives
 * this same markup through the `data-menu-*` attributes, so both icons are always rendered and the
 * open state is only classes and aria-expanded. Keep the two in step.
 */
import { COMPANY } from '@haul/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../ui/button-styles.ts';
import { Icon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { ABOUT_LINKS, BOOKING_PATH, HOW_IT_WORKS_LINK, MAIN_LINKS, type NavLink } from './public-nav.ts';

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-800 xl:w-auto';

function useHeaderMenus() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const aboutButtonRef = useRef<HTMLButtonElement>(null);
  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setAboutOpen(false);
  }, []);

  useEffect(() => {
    if (!menuOpen && !aboutOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (aboutOpen) {
        setAboutOpen(false);
        aboutButtonRef.current?.focus();
      } else {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) closeAll();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, aboutOpen, closeAll]);

  // Back/forward navigation closes the menu too, not only clicks on its links.
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(closeAll, [pathname, hash]);

  return { menuOpen, setMenuOpen, aboutOpen, setAboutOpen, closeAll, headerRef, menuButtonRef, aboutButtonRef };
}

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <Link to={link.to} onClick={onNavigate} className={ITEM}>
      {link.label}
    </Link>
  );
}

export function PublicHeader() {
  const menus = useHeaderMenus();
  const menuId = useId();
  const aboutId = useId();
  const { menuOpen, aboutOpen, closeAll } = menus;

  return (
    <header
      ref={menus.headerRef}
      data-site-header=""
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Logo onNavigate={closeAll} />
        <div className="ml-auto flex items-center gap-2 xl:hidden">
          <a href={COMPANY.phoneHref} className={buttonClasses('accent', 'md', 'px-3')}>
            <Icon name="phone" className="size-4" />
            <span className="max-[399px]:sr-only">{COMPANY.phone}</span>
          </a>
          <button
            ref={menus.menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            data-menu-toggle=""
            onClick={() => menus.setMenuOpen((open) => !open)}
            className="flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800"
          >
            <Icon name="menu" data-when-closed="" className={`size-6 ${menuOpen ? 'hidden' : ''}`} />
            <Icon name="close" data-when-open="" className={`size-6 ${menuOpen ? '' : 'hidden'}`} />
            <span className="sr-only" data-menu-label="">
              {menuOpen ? 'Close menu' : 'Open menu'}
            </span>
          </button>
        </div>
        <nav
          id={menuId}
          aria-label="Main"
          data-menu-panel=""
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg xl:static xl:ml-auto xl:block xl:overflow-visible xl:border-0 xl:p-0 xl:shadow-none`}
        >
          <ul className="flex flex-col gap-1 pt-2 xl:flex-row xl:items-center xl:pt-0">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink link={link} onNavigate={closeAll} />
              </li>
            ))}
            <li className="relative">
              <button
                ref={menus.aboutButtonRef}
                type="button"
                aria-expanded={aboutOpen}
                aria-controls={aboutId}
                data-submenu-toggle=""
                onClick={() => menus.setAboutOpen((open) => !open)}
                className={`${ITEM} justify-between gap-1`}
              >
                About Us
                <Icon
                  name="chevronDown"
                  data-chevron=""
                  className={`size-4 transition-transform ${aboutOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={aboutId}
                data-submenu-panel=""
                className={`${aboutOpen ? 'block' : 'hidden'} ml-3 border-l-2 border-brand-100 pl-2 xl:absolute xl:top-full xl:left-0 xl:ml-0 xl:w-52 xl:rounded-xl xl:border xl:border-slate-200 xl:bg-white xl:p-2 xl:shadow-lg`}
              >
                {ABOUT_LINKS.map((link) => (
                  <li key={link.to}>
                    <MenuLink link={link} onNavigate={closeAll} />
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <MenuLink link={HOW_IT_WORKS_LINK} onNavigate={closeAll} />
            </li>
            <li className="mt-2 xl:mt-0 xl:ml-2">
              <Link to={BOOKING_PATH} onClick={closeAll} className={buttonClasses('primary', 'md', 'w-full xl:w-auto')}>
                START HERE
              </Link>
            </li>
          </ul>
        </nav>
        <div className="hidden xl:block">
          <a href={COMPANY.phoneHref} className={buttonClasses('accent', 'md')}>
            <Icon name="phone" className="size-4" />
            {COMPANY.phone}
          </a>
        </div>
      </div>
    </header>
  );
}
