/**
 * Gives every booked job a site: geocodes its address after the booking has been answered, so a
 * slow or broken geocoder never slows or fails a booking. A job is stored flagged "no site"; a
 * match sets the site and clears the flag, while no geocoder, no match or a failure leave it for
 * the office (or for the first punch to propose one).
 */

import { type Appointment, jobSite, type OfficeSiteInput } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { JobSitesRepository } from '../db/repositories/job-sites.ts';
import type { Geocoder } from '../geocoding/census.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import type { Logger } from '../http/logger.ts';

const NO_JOB = 'No job has that id.';
/** The office can always paste a map link instead; every refusal says so. */
const PASTE_INSTEAD = 'Paste a map link or “latitude, longitude” instead.';

export function jobSitesService(repo: JobSitesRepository, geocoder: Geocoder | null, logger: Logger, clock: Clock) {
  const inFlight = new Set<Promise<void>>();

  async function locate(geocoder: Geocoder, id: string, address: string) {
    const result = await geocoder.geocode(address);
    if (result.kind === 'match')
      await repo.setGeocoded(
        id,
        address,
        jobSite({ source: 'geocoded', latitude: result.latitude, longitude: result.longitude }),
      );
    else if (result.kind === 'failed') logger.info(`geocoding job ${id} failed: ${result.reason}`);
  }

  /** Where the office's chosen source puts the job; a 422 with what to do when it has no answer. */
  async function coordinatesFor(id: string, input: OfficeSiteInput): Promise<{ latitude: number; longitude: number }> {
    if (input.from === 'coordinates') return input;
    if (input.from === 'first-punch') {
      const punch = await repo.firstPunch(id);
      if (!punch)
        throw new ApiFailure(
          422,
          'no_punch',
          `No one has clocked in on this job with a location yet. ${PASTE_INSTEAD}`,
        );
      return punch;
    }
    const address = await repo.address(id);
    if (address === null) throw notFound(NO_JOB);
    if (!geocoder)
      throw new ApiFailure(422, 'geocoder_off', `Address lookup is not set up on this server. ${PASTE_INSTEAD}`);
    const result = await geocoder.geocode(address);
    if (result.kind === 'match') return result;
    if (result.kind === 'failed') logger.info(`geocoding job ${id} for the office failed: ${result.reason}`);
    throw new ApiFailure(
      422,
      result.kind === 'no_match' ? 'address_not_found' : 'geocoder_failed',
      result.kind === 'no_match'
        ? `The map service did not find “${address}”. ${PASTE_INSTEAD}`
        : `The map service did not answer. Try again, or ${PASTE_INSTEAD.toLowerCase()}`,
    );
  }

  return {
    /** The office sets the site (decision 0143): it always wins over the geocoder and a punch's proposal. */
    async setByOffice(id: string, input: OfficeSiteInput): Promise<Appointment> {
      const { latitude, longitude } = await coordinatesFor(id, input);
      const job = await repo.setByOffice(id, jobSite({ source: 'office', latitude, longitude }), clock.now());
      if (!job) throw notFound(NO_JOB);
      return job;
    },
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
