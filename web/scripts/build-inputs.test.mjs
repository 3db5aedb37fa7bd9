/**
 * `pnpm start` must rebuild after a change to any input of the web build (decision 0017: a change to
 * app.html or pwa.config.ts used to serve a stale build), and only then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildFingerprint } from './build-inputs.mjs';

const FILES = {
  'package.json': '{}',
  'pnpm-lock.yaml': 'lockfileVersion: 9',
  'pnpm-workspace.yaml': 'packages: []',
  'shared/package.json': '{}',
  'shared/src/index.ts': 'export {};',
  'web/app.html': '<div id="root"></div>',
  'web/index.html': '<div id="root"></div>',
  'web/pwa.config.ts': 'export {};',
  'web/vite.config.ts': 'export {};',
  'web/package.json': '{}',
  'web/public/favicon.svg': '<svg/>',
  'web/scripts/prerender.mjs': '',
  'web/src/main.tsx': '',
  'web/dist/index.html': 'built',
  'web/node_modules/x/index.js': '',
};

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('web build fingerprint', () => {
  const inputs = Object.keys(FILES).filter((f) => !f.startsWith('web/dist/') && !f.startsWith('web/node_modules/'));
  for (const file of inputs) {
    it(`changes when ${file} changes`, () => {
      const before = webBuildFingerprint(root);
      fs.appendFileSync(path.join(root, file), ' ');
      expect(webBuildFingerprint(root)).not.toBe(before);
    });
  }

  it('changes when an input file is added or removed', () => {
    const before = webBuildFingerprint(root);
    fs.writeFileSync(path.join(root, 'web/public/robots-extra.txt'), '');
    const added = webBuildFingerprint(root);
    expect(added).not.toBe(before);
    fs.rmSync(path.join(root, 'web/src/main.tsx'));
    expect(webBuildFingerprint(root)).not.toBe(added);
  });

  it('ignores the build output, dependencies and modification times', () => {
    const before = webBuildFingerprint(root);
    fs.writeFileSync(path.join(root, 'web/dist/index.html'), 'rebuilt');
    fs.writeFileSync(path.join(root, 'web/node_modules/x/index.js'), 'updated');
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'web/app.html'), future, future);
    expect(webBuildFingerprint(root)).toBe(before);
  });
});
