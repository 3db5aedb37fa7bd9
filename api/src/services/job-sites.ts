/**
 * Gives every booked job a site: geocodes its address after the booking has been answered, so a
 * slow or broken geocoder never slows or fails a booking. A job is stored flagged "no site"; a
 * match sets the site and clears the flag, while no geocoder, no match or a failure leave it for
 * the office (or for the first punch to propose one).
 */

import type { JobSitesRepository } from '../db/repositories/job-sites.ts';
import type { Geocoder } from '../geocoding/census.ts';
import type { Logger } from '../http/logger.ts';

export function jobSitesService(repo: JobSitesRepository, geocoder: Geocoder | null, logger: Logger) {
  const inFlight = new Set<Promise<void>>();

  async function locate(geocoder: Geocoder, id: string, address: string) {
    const result = await geocoder.geocode(address);
    if (result.kind === 'match') await repo.setGeocoded(id, address, result.latitude, result.longitude);
    else if (result.kind === 'failed') logger.info(`geocoding job ${id} failed: ${result.reason}`);
  }

  return {
    /** Starts geocoding and returns at once; errors are logged, never surfaced to the booking. */
    locateLater(id: string, address: string): void {
      if (!geocoder) return;
      const task = locate(geocoder, id, address)
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
