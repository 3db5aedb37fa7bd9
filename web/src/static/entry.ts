/**
 * The only script of the static content pages (services, areas, demolition, impact, careers,
 * cities, 404 and the home page): a few kilobytes that switch on the deferred stylesheet, the
 * header menu and the scroll-to-top button, and load the contact form's React when needed.
 * Everything here is an enhancement: the pages read and navigate with JavaScript off.
 */
import '../styles.css';
import { deferContactForm } from './contact-island.ts';
import { enableDeferredStyles } from './deferred-styles.ts';
import { enhanceHeaderMenu } from './header-menu.ts';
import { enhanceScrollToTop } from './scroll-to-top.ts';

enableDeferredStyles();
enhanceHeaderMenu();
enhanceScrollToTop();
deferContactForm();
// Tests (and anyone debugging a slow phone) can tell "HTML painted" from "buttons work".
document.documentElement.dataset.hydrated = 'true';
