/**
 * The component tests' page (jsdom): IndexedDB from fake-indexeddb, Testing Library's matchers
 * and clean-up, and the two browser parts jsdom leaves out that the staff frame uses. Nothing
 * here stands in for app code; `render-staff.tsx` sets up the device per test.
 */
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does no layout: an observer that never fires is what a page that never resizes sees.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no scrolling: the app scrolls to the top on navigation, Radix scrolls items into view.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// `findBy…` waits for real work (IndexedDB, the engine, the test API): on a loaded 2-core machine
// that can take more than the default second. A longer wait only slows a failing test.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
