/**
 * The only script of the prerendered public pages (home, services, areas, demolition, impact,
 * careers, cities, booking, 404): a few kilobytes that switch on the deferred stylesheet, the
 * header menu and the scroll-to-top button, and load an island's React (the contact form, the
 * booking wizard) when needed.
 * Everything here is an enhancement: the pages read and navigate with JavaScript off.
 */
import { deferBookingWizard } from './booking-island.ts';
import { deferContactForm } from './contact-island.ts';
import { enableDeferredStyles } from './deferred-styles.ts';
import { enhanceHeaderMenu } from './header-menu.ts';
import { enhanceScrollToTop } from './scroll-to-top.ts';

enableDeferredStyles();
enhanceHeaderMenu();
enhanceScrollToTop();
deferContactForm();
// Tests (and anyone debugging a slow phone) can tell "HTML painted" from "buttons work"; on
// /booking the buttons are the wizard's, so that waits for its island.
const markHydrated = () => {
  document.documentElement.dataset.hydrated = 'true';
};
const wizard = deferBookingWizard();
if (wizard) void wizard.then(markHydrated, () => undefined);
else markHydrated();
