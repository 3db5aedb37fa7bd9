/**
 * The office's needs-attention page lists what phones hold after a proxy refused its size
 * (decision 0265, docs/sync.md #19), with the real API: who, when, what, how large and what to do;
 * an item the phone cleared is gone, and with nothing held there is no such list. The office
 * dismisses one whose phone is lost or wiped after a plain question (decision 0270); a later report
 * from the phone brings it back, saying who dismissed it. Last, the changes the server refused (a
 * second clock-in), dismissed the same way; on the same server, so it runs after the held tests.
 */
import { randomUUID } from 'node:crypto';
import { type HeldNotice, SYNC_PROTOCOL } from '@haul/shared';
import { TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { addJob, send } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';
import { heldKeys } from '../api/held.ts';

let api: TestApi;
let crew: string;
beforeAll(async () => {
  api = await startApi();
  crew = await signIn(api, 'crew');
});
afterAll(() => api.stop());

/** What a crew member's phone sends (held-notices.ts). */
async function crewSends(method: 'POST' | 'DELETE', path: string, body?: HeldNotice, cookie = crew) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { cookie, origin: api.url, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== 200 && res.status !== 204)
    throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** A 3.4 MB photo a proxy refused on a crew member's phone. */
const heldPhoto = (clientId: string): HeldNotice => ({
  kind: 'photo',
  clientId,
  id: randomUUID(),
  name: 'recordJobPhoto',
  bytes: 3_565_158,
  status: 413,
  heldAt: '2025-06-02T14:10:00.000Z',
});

describe('needs attention: held on a phone', () => {
  const clientId = randomUUID();
  const photo = heldPhoto(clientId);
  const change: HeldNotice = {
    kind: 'change',
    clientId,
    id: 4,
    name: 'completeJob',
    bytes: 81_234,
    status: 413,
    heldAt: '2025-06-02T14:40:00.000Z',
  };

  it('lists each held photo and change with who, when, what, its size and what to do', async () => {
    await crewSends('POST', '/api/sync/held', photo);
    await crewSends('POST', '/api/sync/held', change);
    await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/needs-attention' });
    const held = within(await screen.findByRole('region', { name: 'Held on a phone' }));
    const photoCard = held.getByRole('article', { name: /^Job photo held on the phone of .*crew/ });
    expect(photoCard).toHaveTextContent(
      "The phone could not send this 3.4 MB photo through the network's size limit. It is kept on the phone",
    );
    expect(photoCard).toHaveTextContent('client_max_body_size 12m; see docs/operations.md');
    expect(photoCard).toHaveTextContent('have the crew connect to another network (Wi-Fi)');
    expect(photoCard).toHaveTextContent("Held since: Jun 2, 10:10 AM (the phone's clock)");
    expect(photoCard).toHaveTextContent('Size: 3.4 MB');
    expect(photoCard).toHaveTextContent("Network's answer: 413 (too large)");
    const changeCard = held.getByRole('article', { name: /^Job done held on the phone of .*crew/ });
    expect(changeCard).toHaveTextContent('could not send this 79 KB change (job done)');
    expect(changeCard).toHaveTextContent('the changes made after it wait for it');
    expect(changeCard).toHaveTextContent('Held since: Jun 2, 10:40 AM');
    // Newest first.
    const order = held.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(order[0]).toMatch(/^Job done/);
    expect(order[1]).toMatch(/^Job photo/);
  });

  it('an item the phone cleared is gone', async () => {
    await crewSends('DELETE', `/api/sync/held/${clientId}/photo/${photo.id}`);
    await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/needs-attention' });
    const held = within(await screen.findByRole('region', { name: 'Held on a phone' }));
    expect(held.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Job done held/),
    ]);
    await crewSends('DELETE', `/api/sync/held/${clientId}/change/4`);
  });

  it('with nothing held there is no held list, only the refusals', async () => {
    const { queryClient } = await renderStaff({
      online: await signInOnline(api, 'admin'),
      path: '/admin/needs-attention',
    });
    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(heldKeys.held)?.status).toBe('success'));
    await waitFor(() => expect(queryClient.getQueryState(heldKeys.dismissed)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Held on a phone' })).not.toBeInTheDocument();
    // Nothing dismissed yet on this server: no log either.
    expect(screen.queryByText(/^Dismissed held items/)).not.toBeInTheDocument();
  });
});

describe('needs attention: dismissing what a lost phone holds (decision 0270)', () => {
  const clientId = randomUUID();
  const photo = heldPhoto(clientId);
  const cardOf = async () =>
    within(await screen.findByRole('region', { name: 'Held on a phone' })).findByRole('article', {
      name: /^Job photo held on the phone of .*crew/,
    });

  it('asks first in plain words; Cancel keeps it, Dismiss takes it off the list', async () => {
    await crewSends('POST', '/api/sync/held', photo);
    const { events } = await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/needs-attention' });
    const card = await cardOf();
    await events.click(within(card).getByRole('button', { name: /^Dismiss the photo held on the phone of .*crew/ }));
    let question = await screen.findByRole('alertdialog', { name: 'Dismiss this held photo?' });
    expect(question).toHaveTextContent(
      "This phone's photo will not reach us. Dismiss only if the phone is lost, broken or wiped. If the phone reports it again, it comes back here.",
    );
    await events.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await cardOf()).toBeInTheDocument();

    await events.click(within(card).getByRole('button', { name: /^Dismiss the photo/ }));
    question = await screen.findByRole('alertdialog', { name: 'Dismiss this held photo?' });
    await events.click(within(question).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Held on a phone' })).not.toBeInTheDocument());
    // The log keeps it, folded: whose phone, what, and who dismissed it when.
    await events.click(await screen.findByText(/^Dismissed held items \(\d+\)$/));
    const entry = await screen.findByRole('article', { name: /^Job photo from the phone of .*crew.*, dismissed$/ });
    expect(entry).toHaveTextContent("3.4 MB, held since Jun 2, 10:10 AM (the phone's clock).");
    expect(entry).toHaveTextContent(/Dismissed by admin on .+\./);
  });

  it('reported again by the phone, it is back and says who dismissed it', async () => {
    await crewSends('POST', '/api/sync/held', photo);
    await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/needs-attention' });
    expect(await cardOf()).toHaveTextContent(
      /Dismissed by admin on .+; the phone reported it again since, so it still holds it\./,
    );
  });

  it('dismissed meanwhile from another screen: says so, and it leaves the list', async () => {
    const { events } = await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/needs-attention' });
    const card = await cardOf();
    await crewSends(
      'POST',
      `/api/office/held/${clientId}/photo/${photo.id}/dismiss`,
      undefined,
      await signIn(api, 'admin'),
    );
    await events.click(within(card).getByRole('button', { name: /^Dismiss the photo/ }));
    await events.click(
      within(await screen.findByRole('alertdialog', { name: 'Dismiss this held photo?' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    expect(await screen.findByText(/^This held item was already dismissed by admin on /)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Held on a phone' })).not.toBeInTheDocument());
    await crewSends('DELETE', `/api/sync/held/${clientId}/photo/${photo.id}`);
  });
});

describe('needs attention: changes the server refused', () => {
  it('lists a refused change with who made it and when; Dismiss keeps who dismissed it', async () => {
    const office = { api, admin: await signInOnline(api, 'admin') };
    const crewMember = await signInOnline(api, 'crew');
    const job = await addJob(office, '2026-03-10');
    const clockIn = (clockInTime: string) => ({
      name: 'clockIn',
      clientTime: clockInTime,
      args: { id: randomUUID(), employeeId: crewMember.user.employeeId, appointmentId: job.id, clockInTime },
    });
    // The phone queued two clock-ins: the second is refused while the first is open.
    const at = { ...TEST_JOB_SITE, accuracy: 10 };
    const mutations = [clockIn('2026-03-10T14:00:00.000Z'), clockIn('2026-03-10T14:05:00.000Z')].map((m, i) => ({
      ...m,
      id: i + 1,
      args: { ...m.args, ...at },
    }));
    const body = { protocol: SYNC_PROTOCOL, clientId: randomUUID(), mutations };
    const pushed = await send<{ results: { status: string }[] }>(
      office,
      'POST',
      '/api/sync/push',
      body,
      crewMember.cookie,
    );
    expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'rejected']);

    const { events } = await renderStaff({ online: office.admin, path: '/admin/needs-attention' });
    const refused = await screen.findByRole('article', { name: /^Clock in by .*crew/ });
    expect(refused).toHaveTextContent('Made on the device: Mar 10, 10:05 AM');
    await events.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();

    await events.click(screen.getByRole('checkbox', { name: 'Show dismissed too' }));
    const dismissed = await screen.findByRole('article', { name: /^Clock in by .*crew/ });
    expect(dismissed).toHaveTextContent(/Dismissed by admin on /);
    expect(within(dismissed).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    const all = await send<{ items: { dismissedBy: string | null }[] }>(
      office,
      'GET',
      '/api/office/rejections?show=all',
    );
    expect(all.items.map((r) => r.dismissedBy)).toEqual(['admin']);
  });
});
