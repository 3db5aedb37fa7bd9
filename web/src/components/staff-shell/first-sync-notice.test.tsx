/**
 * Before a phone's first sync its lists are not empty, they are not here yet: Today, Photos and
 * the clock say so (offline: once it has signal) instead of "No jobs"; after a sync they list.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../offline/engine.ts';
import { useOffline } from '../../offline/offline-context.tsx';
import { jobRow } from '../../offline/testing/rows.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { FirstSyncNotice } from './first-sync-notice.tsx';

const NOW = '2026-01-05T15:00:00.000Z';
/** The notice, with the engine it reads, so a test can put the sync in each state. */
const probed: { engine?: SyncEngine } = {};
function Probe() {
  probed.engine = useOffline().engine;
  return <FirstSyncNotice what="your jobs" />;
}

const NOT_SYNCED = /^This phone has not synced yet, so .+ are not on it\. They show here once it has signal\.$/;

describe('a phone that has not synced yet', () => {
  // What each screen says when it has synced and there is nothing: untrue before the first sync.
  for (const [path, untrue] of [
    ['/today', /No jobs assigned to you|No truck set for you/],
    ['/job-photos', /No appointments found/],
    ['/time-tracking', null],
  ] as const) {
    it(`${path} says its jobs are not on it yet, and nothing untrue`, async () => {
      await renderStaff({ path, now: NOW });
      expect(await screen.findByTestId('first-sync')).toHaveTextContent(NOT_SYNCED);
      if (untrue) expect(screen.queryByText(untrue)).not.toBeInTheDocument();
    });
  }

  it("the office's crew board says its schedule and team are not on it yet", async () => {
    const { events } = await renderStaff({ path: '/crew', as: 'admin', now: NOW });
    expect(await screen.findByTestId('first-sync')).toHaveTextContent(NOT_SYNCED);
    expect(screen.queryByText('No jobs booked for this date')).not.toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Employee Management' }));
    expect(await screen.findByTestId('first-sync')).toHaveTextContent(NOT_SYNCED);
    expect(screen.queryByText('No employees added yet')).not.toBeInTheDocument();
  });

  it('says the sync status has the reason when the first sync cannot go on, and "getting" only while it can', async () => {
    await renderStaff({ path: '/today', ui: <Probe /> });
    const notice = await screen.findByTestId('first-sync');
    for (const phase of ['needs-sign-in', 'update-required', 'error'] as const) {
      act(() => probed.engine?.status.set({ online: true, phase }));
      expect(notice).toHaveTextContent(
        'This phone has not synced yet, so your jobs are not on it. The sync status above says what is wrong.',
      );
    }
    act(() => probed.engine?.status.set({ online: true, phase: 'syncing' }));
    expect(notice).toHaveTextContent('Getting your jobs from the office…');
  });

  it('lists the jobs, or says there are none, once it has synced', async () => {
    await renderStaff({
      path: '/today',
      now: NOW,
      device: (db, user) =>
        db
          .synced('appointments')
          .put(jobRow('2026-01-05', { assignedEmployeeIds: [user.employeeId ?? ''], lastName: 'Okafor' })),
    });
    expect((await screen.findAllByText(/Okafor/)).length).toBeGreaterThan(0);
    expect(screen.getByText('No jobs assigned to you tomorrow yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('first-sync')).not.toBeInTheDocument();
  });
});
