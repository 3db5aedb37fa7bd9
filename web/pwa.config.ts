/**
 * The staff app's web app manifest and service worker (vite-plugin-pwa, generateSW).
 * - Precaches the staff shell (app.html) and every built script and style, so staff routes open
 *   with no signal; navigations to staff routes fall back to the cached shell.
 * - Public pages are not precached and never fall back: visitors always get fresh HTML.
 * - API responses are never cached here: staff data lives in IndexedDB.
 * - registerType 'prompt': a new version waits until the crew member taps "Reload".
 */
// Relative imports: Vite bundles its config, and would leave the workspace package as untranspiled TS.

import type { VitePWAOptions } from 'vite-plugin-pwa';
import { COMPANY } from '../shared/src/company.ts';
import { APP_SHELL_FILE, STAFF_PATHS } from '../shared/src/routes.ts';

// Workbox matches pathname + search, so `/job-photos?job=…` must match too.
const staffNavigation = new RegExp(`^(${STAFF_PATHS.map((p) => p.replace('/', '\\/')).join('|')})(\\/|\\?|$)`);

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    // The id stays what phones installed the app as, so the update is the same app.
    id: '/time-tracking',
    name: `${COMPANY.name} Staff`,
    short_name: `${COMPANY.shortName} Staff`,
    description: 'Time clock, job photos, schedules and training for the crew.',
    // The crew's day starts on Today, not the clock.
    start_url: '/today',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#14532d',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [APP_SHELL_FILE, 'assets/**/*.{js,css}', '*.{svg,png}'],
    navigateFallback: `/${APP_SHELL_FILE}`,
    navigateFallbackAllowlist: [staffNavigation],
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
  },
};
