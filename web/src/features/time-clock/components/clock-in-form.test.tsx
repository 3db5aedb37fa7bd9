import { TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobRow } from '../../../offline/testing/rows.ts';
import { type GpsFix, renderStaff } from '../../../test/render-staff.tsx';

/** Monday 5 January 2026, 10:00 in Atlanta: the crew member's workday. */
const NOW = '2026-01-05T15:00:00.000Z';
const TODAY = '2026-01-05';
const AT_THE_SITE: GpsFix = { ...TEST_JOB_SITE, accuracy: 10 };
/** About 1.1 km north of the site. */
const DOWN_THE_ROAD: GpsFix = {
  latitude: TEST_JOB_SITE.latitude + 0.01,
  longitude: TEST_JOB_SITE.longitude,
  accuracy: 10,
};

/** A job today for Dana Whitfield, with its site found by the geocoder. */
async function openClock(position: GpsFix, assigned: boolean) {
  const view = await renderStaff({
    path: '/time-tracking',
    now: NOW,
    position,
    device: (db, user) =>
      db.synced('appointments').put(
        jobRow(TODAY, {
          firstName: 'Dana',
          lastName: 'Whitfield',
          siteLatitude: TEST_JOB_SITE.latitude,
          siteLongitude: TEST_JOB_SITE.longitude,
          siteSource: 'geocoded',
          assignedEmployeeIds: assigned ? [user.employeeId ?? ''] : [],
        }),
      ),
  });
  const jobSelect = await screen.findByRole('combobox', { name: 'Job' });
  const option = await within(jobSelect).findByRole('option', { name: /Dana Whitfield/ });
  await view.events.selectOptions(jobSelect, option);
  return view;
}

const clockIn = () => screen.getByRole('button', { name: 'Clock In' });
const outsideReason = () => screen.queryByRole('textbox', { name: /Reason for clocking in outside the job site/ });
const dispatchReason = () => screen.queryByRole('textbox', { name: /not one of your jobs for today/ });

describe('clock-in reason rules', () => {
  it('asks no reason at the site of one of your jobs today, and clocks in', async () => {
    const { events } = await openClock(AT_THE_SITE, true);
    expect(await screen.findByText(/from the job site — within 100 m/)).toBeInTheDocument();
    expect(outsideReason()).not.toBeInTheDocument();
    expect(dispatchReason()).not.toBeInTheDocument();
    expect(clockIn()).toBeEnabled();
    await events.click(clockIn());
    expect(await screen.findByText('Clocked In Successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been clocked in at the job site.')).toBeInTheDocument();
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
  });

  it('outside the 100 m radius, Clock In waits for a reason (spaces are not one)', async () => {
    const { events } = await openClock(DOWN_THE_ROAD, true);
    expect(await screen.findByText(/from the job site — more than 100 m/)).toBeInTheDocument();
    const reason = outsideReason();
    expect(reason).toBeInTheDocument();
    expect(clockIn()).toBeDisabled();
    await events.type(reason as HTMLElement, '   ');
    expect(clockIn()).toBeDisabled();
    await events.type(reason as HTMLElement, 'Gate locked, parked on the street');
    expect(clockIn()).toBeEnabled();
    await events.click(clockIn());
    expect(await screen.findByText(/You have been clocked in 1\.1 km from the job site/)).toBeInTheDocument();
  });

  it('on a job that is not one of yours today, Clock In waits for why', async () => {
    const { events } = await openClock(AT_THE_SITE, false);
    expect(outsideReason()).not.toBeInTheDocument();
    const why = dispatchReason();
    expect(why).toBeInTheDocument();
    expect(clockIn()).toBeDisabled();
    await events.type(why as HTMLElement, 'The office sent me to help');
    expect(clockIn()).toBeEnabled();
  });

  it('without a location, Clock In stays disabled and the reason fields do not show', async () => {
    await renderStaff({ path: '/time-tracking', now: NOW, position: 'denied' });
    expect(await screen.findByRole('combobox', { name: 'Job' })).toBeInTheDocument();
    expect(clockIn()).toBeDisabled();
    expect(outsideReason()).not.toBeInTheDocument();
  });
});
