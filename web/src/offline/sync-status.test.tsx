import { buildClockIn, TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../test/render-staff.tsx';
import type { OfflineDb } from './db.ts';
import { mutate } from './outbox.ts';
import { storageState } from './storage.ts';

const clockIn = (db: OfflineDb, employeeId: string) =>
  mutate(db, 'clockIn', {
    id: crypto.randomUUID(),
    clockInTime: '2026-01-05T14:00:00.000Z',
    ...buildClockIn(employeeId, crypto.randomUUID(), TEST_JOB_SITE),
  });

const statusBar = () => within(screen.getByRole('region', { name: 'Sync status' }));

describe('the sync status bar', () => {
  it('says the phone is offline and counts the changes waiting to sync', async () => {
    await renderStaff({
      device: async (db, user) => {
        await clockIn(db, user.employeeId ?? '');
        await clockIn(db, user.employeeId ?? '');
      },
    });
    expect(statusBar().getByText('Offline')).toBeInTheDocument();
    expect(await statusBar().findByText('2 changes waiting to sync')).toBeInTheDocument();
    expect(statusBar().getByText('Last synced: never')).toBeInTheDocument();
  });

  it('says plainly that the phone storage is full, what still works and what to do, until there is room', async () => {
    storageState.set({ full: true });
    try {
      await renderStaff();
      const notice = await statusBar().findByRole('alert');
      expect(notice).toHaveTextContent('Phone storage is full.');
      expect(notice).toHaveTextContent('Clock-ins and other changes still save.');
      expect(notice).toHaveTextContent('connect to Wi-Fi or free space on the phone');
    } finally {
      storageState.set({ full: false });
    }
    await waitFor(() => expect(statusBar().queryByText('Phone storage is full.')).not.toBeInTheDocument());
  });

  it('never says all is saved before it has read the changes waiting (a screen opened with one waiting did)', async () => {
    const shown = new Set<string>();
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="sync-pending"]')?.textContent;
      if (text != null) shown.add(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await renderStaff({ device: (db, user) => clockIn(db, user.employeeId ?? '') });
      expect(await statusBar().findByText('1 change waiting to sync')).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect([...shown]).not.toContain('All changes saved to the server');
  });

  it('says everything is saved when nothing waits', async () => {
    await renderStaff();
    expect(await statusBar().findByText('All changes saved to the server')).toBeInTheDocument();
  });

  it('lists a change the server refused, with its reason, until it is dismissed', async () => {
    const { events } = await renderStaff({
      device: (db) =>
        db.rejections.put({
          mutationId: 7,
          name: 'clockIn',
          code: 'forbidden',
          message: 'This job was cancelled.',
          args: {},
          at: '2026-01-05T14:00:00.000Z',
        }),
    });
    await screen.findByRole('heading', { name: 'Needs attention' });
    const refused = statusBar().getByRole('listitem');
    expect(refused).toHaveTextContent('Clock in not saved: This job was cancelled.');
    await events.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Needs attention' })).not.toBeInTheDocument());
  });

  it('shows Sync now, which offline leaves the changes waiting', async () => {
    const { events } = await renderStaff({
      device: (db, user) => clockIn(db, user.employeeId ?? ''),
    });
    await events.click(statusBar().getByRole('button', { name: 'Sync now' }));
    expect(await statusBar().findByText('1 change waiting to sync')).toBeInTheDocument();
    expect(statusBar().getByText('Offline')).toBeInTheDocument();
  });
});
