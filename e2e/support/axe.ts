import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for the page, run inside the page itself (the library's legacy mode). Its default
 * finishes every scan in a new blank page, a new renderer process each time, only to reach
 * cross-origin frames, which our screens do not have (the one iframe, the email preview, is a
 * sandboxed srcdoc no script can enter either way). In-page, a scan takes about half the time.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe-core's serious and critical WCAG 2.1 A/AA findings on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
