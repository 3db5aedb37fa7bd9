/**
 * Held on a phone (decision 0265, docs/sync.md #19): a phone reports a change or
 * photo a proxy refused as too large and that it keeps; the office lists it with who, when, what
 * and how large; the phone clears it once it went through or is gone. Each person reports and
 * clears only from their own device; only admins read the list and dismiss a notice whose phone
 * is lost or wiped (decision 0270), which a later report from the phone reopens; bad input is a 400
 * that changes nothing, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { HeldDismissalListSchema, type HeldItem, HeldListSchema, type HeldNotice } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';
import { useTestPhotoStorage } from './photo-storage-harness.ts';
import { mutation, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const storage = useTestPhotoStorage('disk');
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { photoStorage: storage } });
let admin: string;
let job: Awaited<ReturnType<typeof seedJob>>;
/** Another crew member with their own account. */
let other: Awaited<ReturnType<typeof seedJob>>;

beforeAll(async () => {
  admin = await h.signIn('admin');
  job = await seedJob(h, admin);
  other = await seedJob(h, admin);
});

const photoNotice = (clientId: string, overrides: Partial<HeldNotice> = {}): HeldNotice =>
  ({
    kind: 'photo',
    clientId,
    id: randomUUID(),
    name: 'recordJobPhoto',
    bytes: 3_565_158,
    status: 413,
    heldAt: '2025-01-06T14:10:00.000Z',
    ...overrides,
  }) as HeldNotice;
const changeNotice = (clientId: string, id: number, overrides: Partial<HeldNotice> = {}): HeldNotice =>
  ({
    kind: 'change',
    clientId,
    id,
    name: 'upsertSchedule',
    bytes: 81_234,
    status: 413,
    heldAt: '2025-01-06T14:20:00.000Z',
    ...overrides,
  }) as HeldNotice;

const report = (notice: unknown, cookie: string) => h.json('POST', '/api/sync/held', notice, { cookie });
const clear = (clientId: string, kind: string, id: string | number, cookie: string) =>
  h.json('DELETE', `/api/sync/held/${clientId}/${kind}/${id}`, undefined, { cookie });
async function list(): Promise<HeldItem[]> {
  const res = await h.json('GET', '/api/office/held', undefined, { cookie: admin });
  expect(res.status).toBe(200);
  return HeldListSchema.parse(await res.json()).items;
}
const heldRows = async () => Number((await h.db.sql`select count(*)::int as n from sync_held`)[0]?.n);
const dismiss = (clientId: string, kind: string, id: string | number, cookie?: string) =>
  h.json('POST', `/api/office/held/${clientId}/${kind}/${id}/dismiss`, undefined, cookie ? { cookie } : {});
/** `:clientId/:kind/:id` that name no item: an unknown kind, a change not named by a mutation id, a photo not by a uuid. */
const badItemPaths = (clientId: string) => [
  `${clientId}/video/${randomUUID()}`,
  `${clientId}/change/abc`,
  `${clientId}/change/0`,
  `${clientId}/change/99999999999999999999`,
  `${clientId}/photo/12`,
  `phone-1/photo/${randomUUID()}`,
];
/** Every dismissal logged for a device, oldest first. */
const dismissals = (clientId: string) =>
  h.db.sql<{ item_id: string; username: string; dismissed_at: Date; name: string; bytes: string }[]>`
    select d.item_id, u.username, d.dismissed_at, d.name, d.bytes::text as bytes
    from sync_held_dismissals d join users u on u.id = d.dismissed_by
    where d.client_id = ${clientId} order by d.dismissed_at`;
/** The notice's own row: dismissed by whom and when, or open. */
async function heldRow(clientId: string, kind: string, id: string | number) {
  const [row] = await h.db.sql<{ dismissed_at: Date | null; dismissed_by: string | null }[]>`
    select h.dismissed_at, u.username as dismissed_by
    from sync_held h left join users u on u.id = h.dismissed_by
    where h.client_id = ${clientId} and h.kind = ${kind} and h.item_id = ${String(id)}`;
  return row;
}

describe('held on a phone: the notice', () => {
  it("a crew member's notices of a held photo and change reach the office's list with who, when, what and size", async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    const change = changeNotice(clientId, 3);
    h.clock.set('2025-01-06T15:00:00Z');
    for (const notice of [photo, change]) {
      const res = await report(notice, job.crew);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ held: true });
    }
    const items = (await list()).filter((i) => i.clientId === clientId);
    expect(items).toEqual([
      {
        clientId,
        kind: 'change',
        id: '3',
        name: 'upsertSchedule',
        bytes: 81_234,
        status: 413,
        heldAt: '2025-01-06T14:20:00.000Z',
        reportedAt: '2025-01-06T15:00:00.000Z',
        username: expect.any(String),
        employeeName: 'Dana Reyes',
        dismissedBefore: null,
      },
      {
        clientId,
        kind: 'photo',
        id: photo.id,
        name: 'recordJobPhoto',
        bytes: 3_565_158,
        status: 413,
        heldAt: '2025-01-06T14:10:00.000Z',
        reportedAt: '2025-01-06T15:00:00.000Z',
        username: expect.any(String),
        employeeName: 'Dana Reyes',
        dismissedBefore: null,
      },
    ]);
    expect(items[0]?.username).not.toBe('admin');
  });

  it('is idempotent by device and id: sent again (also later, with a later hold) it stays one row with its first times', async () => {
    const clientId = randomUUID();
    const notice = photoNotice(clientId);
    h.clock.set('2025-01-06T15:00:00Z');
    expect((await report(notice, job.crew)).status).toBe(200);
    const rows = await heldRows();
    h.clock.set('2025-01-06T16:00:00Z');
    expect((await report(notice, job.crew)).status).toBe(200);
    expect((await report({ ...notice, heldAt: '2025-01-06T15:30:00.000Z' }, job.crew)).status).toBe(200);
    expect(await heldRows()).toBe(rows);
    const items = (await list()).filter((i) => i.clientId === clientId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ heldAt: '2025-01-06T14:10:00.000Z', reportedAt: '2025-01-06T15:00:00.000Z' });
    // The same mutation id on another device is another item.
    expect((await report(changeNotice(clientId, 1), job.crew)).status).toBe(200);
    expect((await report(changeNotice(randomUUID(), 1), job.crew)).status).toBe(200);
    expect(await heldRows()).toBe(rows + 2);
  });

  it('clearing removes it from the list; clearing again, or what never was, is no error', async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    await report(photo, job.crew);
    await report(changeNotice(clientId, 7), job.crew);
    const cleared = await clear(clientId, 'photo', photo.id, job.crew);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ cleared: true });
    expect((await clear(clientId, 'change', 7, job.crew)).status).toBe(200);
    expect((await list()).filter((i) => i.clientId === clientId)).toEqual([]);
    const again = await clear(clientId, 'photo', photo.id, job.crew);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ cleared: false });
    // An upper-case id clears the same notice (ids are kept lower-case).
    const upper = photoNotice(clientId);
    await report(upper, job.crew);
    expect(
      await (await clear(clientId.toUpperCase(), 'photo', String(upper.id).toUpperCase(), job.crew)).json(),
    ).toEqual({
      cleared: true,
    });
  });

  it('a held item the server has received since leaves the list, even when the phone never cleared it', async () => {
    const clientId = randomUUID();
    const args = scheduleArgs(job.employeeId, 'morning');
    await report(changeNotice(clientId, 1), job.crew);
    const photo = photoNotice(clientId);
    await report(photo, job.crew);
    expect((await list()).filter((i) => i.clientId === clientId)).toHaveLength(2);
    // On Wi-Fi, the change arrives, and the photo.
    await pushOk(h, job.crew, clientId, [mutation(1, 'upsertSchedule', args)]);
    const form = new FormData();
    form.set('photo', new File([tinyJpeg() as Uint8Array<ArrayBuffer>], 'p.jpg', { type: 'image/jpeg' }));
    for (const [k, v] of Object.entries({
      id: photo.id,
      appointmentId: job.appointmentId,
      employeeId: job.employeeId,
      photoType: 'before',
    }))
      form.set(k, String(v));
    const uploaded = await h.app.request('/api/job-photos', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: job.crew },
    });
    expect(uploaded.status).toBe(201);
    expect((await list()).filter((i) => i.clientId === clientId)).toEqual([]);
  });
});

describe('held on a phone: the office dismisses a notice (decision 0270)', () => {
  it('takes it off the list, keeps the row with who and when, and logs what it said', async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    h.clock.set('2025-01-06T15:00:00Z');
    await report(photo, job.crew);
    await report(changeNotice(clientId, 5), job.crew);
    const rows = await heldRows();
    h.clock.set('2025-01-08T09:30:00Z');
    const res = await dismiss(clientId, 'photo', photo.id, admin);
    expect(res.status).toBe(204);
    expect((await list()).filter((i) => i.clientId === clientId).map((i) => i.kind)).toEqual(['change']);
    expect(await heldRows()).toBe(rows);
    expect(await heldRow(clientId, 'photo', photo.id)).toEqual({
      dismissed_at: new Date('2025-01-08T09:30:00Z'),
      dismissed_by: 'admin',
    });
    expect(await dismissals(clientId)).toEqual([
      {
        item_id: photo.id,
        username: 'admin',
        dismissed_at: new Date('2025-01-08T09:30:00Z'),
        name: 'recordJobPhoto',
        bytes: '3565158',
      },
    ]);
    // A change is named by its mutation id, as the phone's clear names it.
    expect((await dismiss(clientId, 'change', 5, admin)).status).toBe(204);
    expect((await list()).filter((i) => i.clientId === clientId)).toEqual([]);
  });

  it('an unknown notice is 404 and one already dismissed is 409 saying by whom; neither changes anything', async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    await report(photo, job.crew);
    h.clock.set('2025-01-08T09:30:00Z');
    expect((await dismiss(clientId, 'photo', photo.id, admin)).status).toBe(204);
    h.clock.set('2025-01-08T10:00:00Z');
    const again = await dismiss(clientId, 'photo', photo.id, admin);
    expect(again.status).toBe(409);
    expect(await readError(again)).toEqual({
      code: 'already_dismissed',
      message: 'This held item was already dismissed by admin on Jan 8, 4:30 AM.',
    });
    // The first dismissal stands: same time, one log row.
    expect((await heldRow(clientId, 'photo', photo.id))?.dismissed_at).toEqual(new Date('2025-01-08T09:30:00Z'));
    expect(await dismissals(clientId)).toHaveLength(1);
    for (const [device, kind, id] of [
      [clientId, 'photo', randomUUID()],
      [clientId, 'change', 99],
      // The same photo id on another device is another item.
      [randomUUID(), 'photo', photo.id],
    ] as const) {
      const unknown = await dismiss(device, kind, id, admin);
      expect(unknown.status, `${kind} ${id}`).toBe(404);
      expect(await readError(unknown)).toEqual({ code: 'not_found', message: 'No phone has reported that held item.' });
    }
    expect(await dismissals(clientId)).toHaveLength(1);
  });

  it('the same phone reporting the same held item after the dismissal reopens it, showing the last dismissal', async () => {
    const clientId = randomUUID();
    const change = changeNotice(clientId, 9);
    h.clock.set('2025-01-06T15:00:00Z');
    await report(change, job.crew);
    h.clock.set('2025-01-08T09:30:00Z');
    expect((await dismiss(clientId, 'change', 9, admin)).status).toBe(204);
    // Reporting again while open changes nothing about the times (the idempotence above); after a
    // dismissal it is back on the list, reported now, with who dismissed it.
    h.clock.set('2025-01-09T08:00:00Z');
    expect((await report(change, job.crew)).status).toBe(200);
    const [item] = (await list()).filter((i) => i.clientId === clientId);
    expect(item).toMatchObject({
      kind: 'change',
      id: '9',
      heldAt: '2025-01-06T14:20:00.000Z',
      reportedAt: '2025-01-09T08:00:00.000Z',
      dismissedBefore: { by: 'admin', at: '2025-01-08T09:30:00.000Z' },
    });
    expect(await heldRow(clientId, 'change', 9)).toEqual({ dismissed_at: null, dismissed_by: null });
    // It can be dismissed again; both dismissals stay in the history.
    h.clock.set('2025-01-10T12:00:00Z');
    expect((await dismiss(clientId, 'change', 9, admin)).status).toBe(204);
    expect((await dismissals(clientId)).map((d) => d.dismissed_at.toISOString())).toEqual([
      '2025-01-08T09:30:00.000Z',
      '2025-01-10T12:00:00.000Z',
    ]);
    expect((await list()).filter((i) => i.clientId === clientId)).toEqual([]);
  });

  it('the office reads the log: each dismissal, newest first, with whose phone, what, and who dismissed it when', async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    h.clock.set('2025-01-06T15:00:00Z');
    await report(photo, job.crew);
    await report(changeNotice(clientId, 12), job.crew);
    h.clock.set('2025-01-08T09:30:00Z');
    expect((await dismiss(clientId, 'photo', photo.id, admin)).status).toBe(204);
    h.clock.set('2025-01-08T10:00:00Z');
    expect((await dismiss(clientId, 'change', 12, admin)).status).toBe(204);
    // The phone clears the photo: its notice goes, its dismissal stays in the log.
    await clear(clientId, 'photo', photo.id, job.crew);
    const res = await h.json('GET', '/api/office/held/dismissed', undefined, { cookie: admin });
    expect(res.status).toBe(200);
    const log = HeldDismissalListSchema.parse(await res.json());
    const mine = log.items.filter((d) => d.clientId === clientId);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'change',
        id: '12',
        name: 'upsertSchedule',
        bytes: 81_234,
        heldAt: '2025-01-06T14:20:00.000Z',
        dismissedBy: 'admin',
        dismissedAt: '2025-01-08T10:00:00.000Z',
      }),
      expect.objectContaining({ kind: 'photo', id: photo.id, dismissedAt: '2025-01-08T09:30:00.000Z' }),
    ]);
    expect(mine[0]?.username).toBe(mine[1]?.username);
    expect(log.total).toBeGreaterThanOrEqual(2);
    // Crew may not read it (route-access.test.ts checks every route's role).
    expect((await h.json('GET', '/api/office/held/dismissed', undefined, { cookie: job.crew })).status).toBe(403);
  });

  it("the phone's own clear of a dismissed notice removes it; the dismissal stays in the history", async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    await report(photo, job.crew);
    expect((await dismiss(clientId, 'photo', photo.id, admin)).status).toBe(204);
    expect(await (await clear(clientId, 'photo', photo.id, job.crew)).json()).toEqual({ cleared: true });
    expect(await heldRow(clientId, 'photo', photo.id)).toBeUndefined();
    expect(await dismissals(clientId)).toHaveLength(1);
    // Gone, so dismissing it now is unknown.
    expect((await dismiss(clientId, 'photo', photo.id, admin)).status).toBe(404);
  });

  it('a crew account gets 403 and anonymous 401; bad ids are 400; none changes anything', async () => {
    const clientId = randomUUID();
    const photo = photoNotice(clientId);
    await report(photo, job.crew);
    const forbidden = await dismiss(clientId, 'photo', photo.id, job.crew);
    expect(forbidden.status).toBe(403);
    expect((await dismiss(clientId, 'photo', photo.id)).status).toBe(401);
    for (const path of badItemPaths(clientId)) {
      const res = await h.json('POST', `/api/office/held/${path}/dismiss`, undefined, { cookie: admin });
      expect(res.status, path).toBe(400);
      expect((await readError(res)).code, path).toBe('validation_failed');
    }
    expect(await heldRow(clientId, 'photo', photo.id)).toEqual({ dismissed_at: null, dismissed_by: null });
    expect(await dismissals(clientId)).toEqual([]);
    expect((await list()).some((i) => i.id === photo.id)).toBe(true);
  });
});

describe('held on a phone: who may', () => {
  it("a crew member cannot report on another's device nor clear another's notice; only admins read the list", async () => {
    const clientId = randomUUID();
    const notice = photoNotice(clientId);
    expect((await report(notice, job.crew)).status).toBe(200);
    const rows = await heldRows();
    // The device is the first crew member's: another's session may not report for it.
    const foreign = await report(photoNotice(clientId), other.crew);
    expect(foreign.status).toBe(403);
    expect((await readError(foreign)).code).toBe('client_not_yours');
    // Nor clear their notice (nothing of theirs matches).
    const notTheirs = await clear(clientId, 'photo', notice.id, other.crew);
    expect(await notTheirs.json()).toEqual({ cleared: false });
    expect(await heldRows()).toBe(rows);
    expect((await list()).some((i) => i.id === notice.id)).toBe(true);
    // The list is the office's.
    expect((await h.json('GET', '/api/office/held', undefined, { cookie: job.crew })).status).toBe(403);
    expect((await h.json('GET', '/api/office/held')).status).toBe(401);
    // Anonymous: neither report nor clear.
    expect((await h.json('POST', '/api/sync/held', photoNotice(randomUUID()))).status).toBe(401);
    expect((await h.json('DELETE', `/api/sync/held/${clientId}/photo/${notice.id}`)).status).toBe(401);
    expect(await heldRows()).toBe(rows);
    // An admin's own phone reports like anyone's.
    expect((await report(photoNotice(randomUUID()), admin)).status).toBe(200);
  });
});

describe('held on a phone: bad input', () => {
  it('is refused with a field message and changes nothing, never a 500', async () => {
    const clientId = randomUUID();
    const rows = await heldRows();
    const bad: [string, unknown][] = [
      ['no kind', { ...photoNotice(clientId), kind: undefined }],
      ['unknown kind', { ...photoNotice(clientId), kind: 'video' }],
      ['a change named by a uuid', { ...changeNotice(clientId, 1), id: randomUUID() }],
      ['a change id of 0', changeNotice(clientId, 0)],
      ['a change id beyond 2^53', changeNotice(clientId, 2 ** 60)],
      ['a photo named by a number', { ...photoNotice(clientId), id: 12 }],
      ['no client id', { ...photoNotice(clientId), clientId: 'phone-1' }],
      ['negative bytes', photoNotice(clientId, { bytes: -1 })],
      ['bytes beyond 2 GB', photoNotice(clientId, { bytes: 2 ** 40 })],
      ['fractional bytes', photoNotice(clientId, { bytes: 1.5 })],
      ['a 200 status', photoNotice(clientId, { status: 200 })],
      ['a phone clock in 1970', photoNotice(clientId, { heldAt: '1970-01-01T00:00:00.000Z' })],
      ['not a time', photoNotice(clientId, { heldAt: 'yesterday' })],
      ['markup as a name', photoNotice(clientId, { name: '<b>x</b>' })],
      ['a NUL in the name', photoNotice(clientId, { name: 'record\u0000Photo' })],
      ['a 200-letter name', photoNotice(clientId, { name: 'x'.repeat(200) })],
      ['an array', [photoNotice(clientId)]],
    ];
    for (const [what, body] of bad) {
      const res = await report(body, job.crew);
      expect(res.status, what).toBe(400);
      expect((await readError(res)).message, what).toMatch(/Invalid request body/);
    }
    // Over the ordinary 64 KB body limit (a notice is a few hundred bytes).
    const huge = await report({ ...photoNotice(clientId), pad: 'x'.repeat(70_000) }, job.crew);
    expect(huge.status).toBe(413);
    const text = await h.app.request('/api/sync/held', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: job.crew, 'content-type': 'text/plain' },
      body: JSON.stringify(photoNotice(clientId)),
    });
    expect(text.status).toBe(415);
    for (const path of badItemPaths(clientId)) {
      const res = await h.json('DELETE', `/api/sync/held/${path}`, undefined, { cookie: job.crew });
      expect(res.status, path).toBe(400);
    }
    expect(await heldRows()).toBe(rows);
  });
});
