/**
 * Gives every booked job a site: geocodes its address after the booking has been answered, so a
 * slow or broken geocoder never slows or fails a booking. No geocoder configured, no match, or a
 * failure leaves the job flagged "no site" for the office (or for the first punch to propose one).
 */

import type { JobSitesRepository } from '../db/repositories/job-sites.ts';
import type { Geocoder } from '../geocoding/census.ts';
import type { Logger } from '../http/logger.ts';

export function jobSitesService(repo: JobSitesRepository, geocoder: Geocoder | null, logger: Logger) {
  const inFlight = new Set<Promise<void>>();

  async function locate(id: string, address: string) {
    const result = geocoder ? await geocoder.geocode(address) : ({ kind: 'failed', reason: 'no geocoder' } as const);
    if (result.kind === 'match') {
      await repo.setGeocoded(id, address, result.latitude, result.longitude);
      return;
    }
    if (result.kind === 'failed' && geocoder) logger.info(`geocoding job ${id} failed: ${result.reason}`);
    await repo.flagNoSite(id);
  }

  return {
    /** Starts geocoding and returns at once; errors are logged, never surfaced to the booking. */
    locateLater(id: string, address: string): void {
      const task = locate(id, address)
        .catch((error: unknown) => logger.error(`storing the site of job ${id} failed: ${String(error)}`))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    /** Resolves when every started geocode has finished (tests; graceful shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type JobSitesService = ReturnType<typeof jobSitesService>;
