import { describe, expect, it } from 'vitest';
import type { ChangeNotices } from '../db/change-notices.ts';
import type { Sql } from '../db/client.ts';
import { healthService } from './health.ts';

const answering = (async () => [{ '?column?': 1 }]) as unknown as Sql;
const failing = (async () => {
  throw new Error('connection refused');
}) as unknown as Sql;
const notices = (token: number | null): ChangeNotices => ({
  token: () => token,
  subscribe: () => () => {},
  close: async () => {},
});

describe('health report', () => {
  it('is ok with the database answering and the change notices listening', async () => {
    expect(await healthService(answering, notices(3)).report()).toEqual({
      status: 'ok',
      database: 'ok',
      changeNotices: 'listening',
    });
  });

  it('reports a change-notice connection being re-made without degrading', async () => {
    expect(await healthService(answering, notices(null)).report()).toMatchObject({
      status: 'ok',
      changeNotices: 'reconnecting',
    });
  });

  it('is degraded when the database does not answer', async () => {
    expect(await healthService(failing, null).report()).toEqual({
      status: 'degraded',
      database: 'unreachable',
      changeNotices: 'not-used',
    });
  });
});
