/**
 * Everything that names or describes the company lives here, so a rebrand is one file.
 * Figures come from the product spec (its claims and business constants); change them here and every page, the API and
 * the structured data follow.
 */
export const COMPANY = {
  name: 'Haul It All Atlanta',
  shortName: 'Haul It All',
  legalName: 'Haul It All Atlanta LLC',
  tagline: 'Big or Small... We Haul It All!',
  phone: '(404) 555-0142',
  phoneHref: 'tel:+14045550142',
  email: 'hello@haulitallatl.com',
  careersEmail: 'careers@haulitallatl.com',
  siteUrl: 'https://www.haulitallatl.com',
  address: { locality: 'Atlanta', region: 'GA', country: 'US', postalCode: '30303' },
  /** Marketing hours: 7 days a week, 7AM to 7PM. The booking page offers Monday–Saturday. */
  hours: { label: '7 days a week, 7AM to 7PM', opens: '07:00', closes: '19:00' },
  bookingDaysLabel: 'Monday through Saturday',
  rating: '5.0',
  reviewCountLabel: 'Over 2,000 Reviews',
  serviceRadiusMiles: 50,
  citiesServedLabel: '50+',
  callbackPromiseHours: 24,
  timeZone: 'America/New_York',
  geo: { latitude: 33.749, longitude: -84.388 },
} as const;

export const LIMITS = {
  /** Bookable window: this many days starting tomorrow (company time zone), Sundays excluded. */
  bookingWindowDays: 30,
  /** Crews available per arrival window unless configured otherwise. */
  defaultCrewsPerWindow: 2,
  photoMaxBytes: 10 * 1024 * 1024,
  /** A phone camera makes 12-48 MP; 40 MP covers nearly all and refuses decompression bombs. */
  photoMaxPixels: 40_000_000,
  photoMaxEdgePx: 2048,
  /**
   * What one account may upload in any 24 hours. A phone sends photos prepared to
   * 2048 px (~0.5–1.5 MB); a long cleanout day is 60 of them: 500 MB is room for ten such days, and
   * stops a script filling the disk.
   */
  photoDailyBytesPerAccount: 500 * 1024 * 1024,
  clockInRadiusMeters: 100,
  recentTimeEntries: 10,
  overviewTopLeadSources: 10,
  overviewRecentContacts: 5,
  scrollToTopThresholdPx: 300,
  defaultPassingScore: 80,
  requestBodyMaxBytes: 64 * 1024,
  notices: { max: 1, durationMs: 5000, swipeThresholdPx: 50 },
} as const;

/** Two-hour arrival windows within company hours, offered on bookable days. */
export const ARRIVAL_WINDOWS = [
  { start: '08:00', end: '10:00' },
  { start: '10:00', end: '12:00' },
  { start: '12:00', end: '14:00' },
  { start: '14:00', end: '16:00' },
  { start: '16:00', end: '18:00' },
] as const;
