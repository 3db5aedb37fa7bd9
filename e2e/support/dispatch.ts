/** Dispatch fixtures: admin sync pushes, reading the server's rows back, and axe's serious findings. */
import { randomUUID } from 'node:crypto';
import { type MutatorArgs, type MutatorName, PullResponseSchema, SYNC_PROTOCOL } from '@haul/shared';
import { type APIRequestContext, expect } from '@playwright/test';

/** Pushes admin mutations in one batch from a fresh device id and expects each applied. */
export async function pushAsSignedIn(
  request: APIRequestContext,
  mutations: { name: MutatorName; args: MutatorArgs<MutatorName> }[],
) {
  const res = await request.post('/api/sync/push', {
    data: {
      protocol: SYNC_PROTOCOL,
      clientId: randomUUID(),
      mutations: mutations.map((m, i) => ({ id: i + 1, clientTime: new Date().toISOString(), ...m })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: { status: string }[] };
  expect(body.results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'));
  return body;
}

/** Every row the signed-in account may see, by table, from a full pull. */
export async function serverRows(request: APIRequestContext) {
  const tables = new Map<string, Record<string, unknown>[]>();
  let cursor = '0';
  for (;;) {
    const res = await request.get(`/api/sync/pull?cursor=${cursor}&protocol=${SYNC_PROTOCOL}`);
    expect(res.status()).toBe(200);
    const page = PullResponseSchema.parse(await res.json());
    for (const [table, rows] of Object.entries(page.changes))
      tables.set(table, [...(tables.get(table) ?? []), ...(rows ?? [])]);
    cursor = page.cursor;
    if (!page.more) return tables;
  }
}
