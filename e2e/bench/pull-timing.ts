import type { Page } from '@playwright/test';

/**
 * Sums the sync pull answers a page receives, from the browser's own request timings: a first
 * pull's anchor beside the whole wait (how much of it was the server answering).
 */
export function timePulls(page: Page): { readonly pulls: number; readonly ms: number } {
  const seen = { pulls: 0, ms: 0 };
  page.on('requestfinished', (r) => {
    if (!r.url().includes('/api/sync/pull')) return;
    seen.pulls++;
    seen.ms += r.timing().responseEnd;
  });
  return seen;
}
