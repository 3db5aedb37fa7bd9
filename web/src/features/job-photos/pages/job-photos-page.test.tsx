/**
 * /job-photos as the office sees it, with no signal: every job on the phone (not only the
 * admin's), with its photo count and a search, then one job's photos by type with who took each,
 * and Delete on a crew member's photo queued in the outbox. A crew member's upload is
 * components/upload-photo-dialog.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeRow, jobRow, photoRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

/** Tuesday 10 March 2026, 10:00 in Atlanta. */
const NOW = '2026-03-10T15:00:00.000Z';

describe('job photos, for an admin', () => {
  it('lists every job with its photo count, searches them, and opens one with its photos by type', async () => {
    const dana = employeeRow({ firstName: 'Dana', lastName: 'Whitfield' });
    const lopez = jobRow('2026-03-10', { firstName: 'Maria', lastName: 'Lopez', assignedEmployeeIds: [dana.id] });
    const chen = jobRow('2026-03-11', { firstName: 'Tom', lastName: 'Chen', address: '7 Pine Ave, Atlanta, GA' });
    const before = photoRow(lopez.id, '2026-03-10T14:00:00.000Z', { employeeId: dana.id, description: 'Garage full' });
    const after = photoRow(lopez.id, '2026-03-10T16:00:00.000Z', { employeeId: dana.id, photoType: 'after' });
    const view = await renderStaff({
      path: '/job-photos',
      as: 'admin',
      now: NOW,
      device: async (db) => {
        await db.synced('employees').put(dana);
        await db.synced('appointments').bulkPut([lopez, chen]);
        await db.synced('jobPhotos').bulkPut([before, after]);
      },
    });
    const { events } = view;
    expect(await screen.findByRole('heading', { name: 'All jobs' })).toBeInTheDocument();
    const card = (name: RegExp) => screen.getByRole('button', { name });
    await waitFor(() => expect(card(/^Maria Lopez/)).toHaveTextContent('2 photos'));
    expect(card(/^Tom Chen/)).toHaveTextContent('0 photos');

    await events.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'pine ave');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Maria Lopez/ })).toBeNull());
    await events.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await events.click(card(/^Maria Lopez/));

    expect(await screen.findByRole('heading', { name: 'Maria Lopez', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Photos (2)' })).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Before (1)' }));
    const [photo] = await screen.findAllByTestId('photo-card');
    expect(photo).toHaveTextContent('Dana Whitfield');
    expect(photo).toHaveTextContent('Garage full');

    // An admin may delete anyone's photo: asked first, then queued.
    await events.click(within(photo as HTMLElement).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete photo' });
    await events.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All Photos (1)' })).toBeInTheDocument());
    const db = view.deviceDb();
    const queued = await db.outbox.toArray();
    db.close();
    expect(queued.map((r) => [r.name, r.args])).toEqual([['deleteJobPhoto', { id: before.id }]]);
  });
});
