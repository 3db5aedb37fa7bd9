/** The guard against sleeps in tests (scripts/check-test-waits.mjs) finds them, and only them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findWaits } from './check-test-waits.mjs';

const what = (text) => findWaits(text).map((w) => w.what);

describe('check-test-waits', () => {
  it('finds the sleeps', () => {
    assert.deepEqual(what('await page.waitForTimeout(500);'), ['waitForTimeout']);
    assert.deepEqual(what('await new Promise((r) => setTimeout(r, 3000));'), ['a timer resolving a promise']);
    assert.deepEqual(what('const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));'), [
      'a timer resolving a promise',
    ]);
    assert.deepEqual(what("Promise.race([done, new Promise((resolve) => setTimeout(resolve, 500, 'waiting'))])"), [
      'a timer resolving a promise',
    ]);
    assert.deepEqual(what('new Promise<boolean>((r) => setTimeout(() => r(false), ms))'), [
      'a timer resolving a promise',
    ]);
    assert.deepEqual(what("import { setTimeout as sleep } from 'node:timers/promises';"), ['timers/promises']);
  });

  it('leaves deadlines, one turn of the event loop and other timers alone', () => {
    assert.deepEqual(
      what('new Promise((resolve, reject) => { setTimeout(() => reject(new Error("late")), 60_000); })'),
      [],
    );
    assert.deepEqual(what('const settle = () => new Promise((resolve) => setTimeout(resolve, 0));'), []);
    assert.deepEqual(what('const timer = setTimeout(() => controller.abort(), 5_000);'), []);
    assert.deepEqual(what('test.setTimeout(90_000);'), []);
  });

  it('gives the line of each', () => {
    assert.deepEqual(
      findWaits('a();\nawait page.waitForTimeout(1);\n\nawait page.waitForTimeout(2);').map((w) => w.line),
      [2, 4],
    );
  });
});
