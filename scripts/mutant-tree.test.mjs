/**
 * `pnpm mutants` never mutates the checkout (decision 0310): a mutant lives in a copy, where its
 * test sees it, while the checkout `pnpm start` builds and serves stays as it was.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { webBuildFingerprint } from '../web/scripts/build-inputs.mjs';
import { applyMutant, copyTree, removeAbandonedTrees, removeTree } from './mutant-tree.mjs';
import { MUTANTS } from './mutants-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A mutant the quick device-lock test kills. */
const mutant = MUTANTS.find((m) => m.id === 'web-lock-waits');
const lockTest = (tree) =>
  spawnSync(path.join(tree, 'web', 'node_modules', '.bin', 'vitest'), ['run', 'src/offline/device-lock.test.ts'], {
    cwd: path.join(tree, 'web'),
    encoding: 'utf8',
    env: { ...process.env, CI: '', NO_COLOR: '1' },
  });

describe('the mutation run works in a copy of the checkout', () => {
  let tree = '';
  before(() => {
    tree = copyTree(root);
  });
  after(() => removeTree(tree));

  it('a mutant changes the copy, which its test sees, and leaves the checkout and its web build alone', () => {
    assert.ok(mutant);
    const file = path.join(root, mutant.file);
    const pristine = fs.readFileSync(file, 'utf8');
    const fingerprint = webBuildFingerprint(root);
    assert.equal(webBuildFingerprint(tree), fingerprint, 'the copy starts as the checkout is');

    const undo = applyMutant(tree, mutant);
    try {
      assert.ok(fs.readFileSync(path.join(tree, mutant.file), 'utf8').includes(mutant.replace));
      assert.equal(fs.readFileSync(file, 'utf8'), pristine);
      // What `pnpm start` compares before serving: unchanged, so it neither rebuilds nor serves the mutant.
      assert.equal(webBuildFingerprint(root), fingerprint);
      assert.notEqual(webBuildFingerprint(tree), fingerprint);
      const run = lockTest(tree);
      assert.notEqual(run.status, 0, `the mutant's test passed in the copy:\n${run.stdout}`);
    } finally {
      undo();
    }
    assert.equal(webBuildFingerprint(tree), fingerprint);
    const run = lockTest(tree);
    assert.equal(run.status, 0, `the unmutated test failed in the copy:\n${run.stdout}${run.stderr}`);
  });

  it("the copy's packages import each other from the copy", () => {
    assert.equal(
      fs.realpathSync(path.join(tree, 'web', 'node_modules', '@haul', 'shared')),
      fs.realpathSync(path.join(tree, 'shared')),
    );
    assert.equal(
      fs.realpathSync(path.join(tree, 'api', 'node_modules', '@haul', 'shared')),
      fs.realpathSync(path.join(tree, 'shared')),
    );
  });

  it('a copy left by a killed run goes at the next run; a live run keeps its own', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const abandoned = fs.mkdtempSync(path.join(os.tmpdir(), `haul-mutants-${dead.stdout}-`));
    removeAbandonedTrees();
    assert.equal(fs.existsSync(abandoned), false);
    assert.equal(fs.existsSync(tree), true);
  });
});
