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

// jsdom draws nothing: a chart (uPlot) gets a canvas whose drawing calls do nothing, paths that
// hold nothing, and a screen whose pixel ratio never changes. What a chart looks like is e2e's to
// check (office-money.spec.ts); a component test reads the figures the caption and table give.
const drawsNothing = <T extends object>(target: T): T =>
  new Proxy(target, {
    get: (t, key) => (key in t ? t[key as keyof T] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined),
  });
globalThis.Path2D ??= class {
  constructor() {
    // biome-ignore lint/correctness/noConstructorReturn: every path method exists and draws nothing.
    return drawsNothing(this);
  }
} as unknown as typeof Path2D;
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return drawsNothing({ canvas: this });
} as unknown as HTMLCanvasElement['getContext'];
window.matchMedia ??= (media: string) =>
  ({
    media,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// `findBy…` waits for real work (IndexedDB, the engine, the test API): on a loaded 2-core machine
// that can take more than the default second. A longer wait only slows a failing test.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
