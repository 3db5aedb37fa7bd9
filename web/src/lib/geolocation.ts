/**
 * How staff screens ask for the device's position (the spec's options): high accuracy, a 10 s timeout, and a
 * cached fix up to 60 s old is fine. The time clock watches it; the job-site dialog asks once.
 */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The spec's words when the browser has no geolocation at all. */
export const NO_GEOLOCATION = 'Geolocation is not supported by this browser';
