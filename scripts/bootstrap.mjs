#!/usr/bin/env node
/**
 * The root `start` and `test` scripts (`npm start`, `npm test`, or the same through pnpm) run this
 * first. It must run under any Node >= 18 with npm, so it uses nothing newer. It makes sure of,
 * in order, and only does what is missing:
 *   1. Node >= 22.12 — else the LTS in .node-version, from the npm registry's node-linux-<arch>
 *      package, cached in ~/.cache/haul-node (the same route and cache as scripts/ensure-node.sh);
 *   2. pnpm at the version in .pnpm-version — else fetched from the npm registry with
 *      `npm install pnpm@X` into ~/.cache/haul-pnpm/X (corepack is not needed);
 *   3. the dependencies — `pnpm install --frozen-lockfile` when the lockfile (or the Node major)
 *      differs from the one of the last install, recorded in node_modules/.haul-install;
 *   4. for `test`: Chromium — Debian's package when running as root, else one sentence saying how;
 * then runs scripts/<name>.mjs with the remaining arguments under that Node, with that Node and pnpm
 * first on PATH. `--env` instead prints the PATH to export (for .ci/run) and runs nothing.
 *
 * Usage: node scripts/bootstrap.mjs start|test [args…]   node scripts/bootstrap.mjs --env test
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const envOnly = args[0] === '--env';
if (envOnly) args.shift();
const [script, ...scriptArgs] = args;
if (!script || !/^[a-z-]+$/.test(script) || !fs.existsSync(path.join(root, 'scripts', `${script}.mjs`))) {
  console.error('usage: node scripts/bootstrap.mjs [--env] start|test [args…]');
  process.exit(2);
}

const say = (line) => console.error(`bootstrap: ${line}`);
const fail = (line) => {
  say(line);
  process.exit(1);
};
const cacheRoot = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'));

// Children must not see npm's own settings (npm_config_*): pnpm would read them as its config.
const env = {};
for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
const pathParts = (env.PATH || '').split(path.delimiter).filter(Boolean);
const prependPath = (dir) => {
  const at = pathParts.indexOf(dir);
  if (at >= 0) pathParts.splice(at, 1);
  pathParts.unshift(dir);
  env.PATH = pathParts.join(path.delimiter);
};
// With --env, stdout carries only the PATH: set-up commands (pnpm install, npm, apt-get) write theirs to stderr.
const setupStdio = envOnly ? ['ignore', 2, 2] : 'inherit';
const run = (cmd, argv, options = {}) => spawnSync(cmd, argv, { env, encoding: 'utf8', ...options });

// 1. Node.
const nodeOk = (version) => {
  const [a, b] = version.replace(/^v/, '').split('.').map(Number);
  return a > 22 || (a === 22 && b >= 12);
};
let node = process.execPath;
if (!nodeOk(process.version)) {
  const major = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch) fail(`no Node package for ${process.platform}-${process.arch}`);
  const dir = path.join(cacheRoot, 'haul-node', `${major}-${arch}`);
  node = path.join(dir, 'bin', 'node');
  if (!fs.existsSync(node)) {
    say(
      `Node ${process.version} is older than 22.12; fetching Node ${major} (node-linux-${arch}) from the npm registry`,
    );
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-node-'));
    const pack = run('npm', ['pack', '--silent', `node-linux-${arch}@${major}`], { cwd: tmp, stdio: setupStdio });
    const tgz = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz'));
    if (pack.status !== 0 || !tgz) fail('npm pack of the Node package failed');
    fs.mkdirSync(dir, { recursive: true });
    if (run('tar', ['-xzf', path.join(tmp, tgz), '-C', dir, '--strip-components=1']).status !== 0) fail('tar failed');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
// npm is run by the Node it came with (the system's), before the fetched one goes first on PATH.
const npmEnv = { ...env };
if (node !== process.execPath) {
  // The official binary trusts only its bundled CAs; a distribution's Node (and curl, git…) trusts
  // the system store, which is where a company's TLS-inspecting proxy puts its CA. Trust it too.
  if (!env.NODE_USE_SYSTEM_CA) env.NODE_USE_SYSTEM_CA = '1';
}
prependPath(path.dirname(node));

// 2. pnpm, as pinned in .pnpm-version (not package.json's packageManager: pnpm 12 then insists on
// recording its own download in the lockfile, from a route the npm registry does not serve; see
// docs/decisions/0160). The pnpm that runs this script (npm_config_user_agent) or the one on PATH
// is used when it is that version; otherwise the cached copy, fetched once.
const pnpmVersion = fs.readFileSync(path.join(root, '.pnpm-version'), 'utf8').trim();
const agent = process.env.npm_config_user_agent || '';
const pnpmDir = path.join(cacheRoot, 'haul-pnpm', pnpmVersion);
/** The version of the first pnpm on PATH, read from its package.json (starting pnpm takes ~0.5 s). */
function pnpmOnPathVersion() {
  for (const dir of pathParts) {
    const bin = path.join(dir, 'pnpm');
    if (!fs.existsSync(bin)) continue;
    for (let d = path.dirname(fs.realpathSync(bin)); d !== path.dirname(d); d = path.dirname(d)) {
      const manifest = path.join(d, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (name === 'pnpm') return version;
      break;
    }
    return run('pnpm', ['--version']).stdout?.trim();
  }
  return null;
}
const pnpmBin = path.join(pnpmDir, 'node_modules', '.bin');
if (!agent.startsWith(`pnpm/${pnpmVersion} `)) {
  if (fs.existsSync(path.join(pnpmBin, 'pnpm'))) prependPath(pnpmBin);
  else if (pnpmOnPathVersion() !== pnpmVersion) {
    say(`fetching pnpm ${pnpmVersion} from the npm registry`);
    fs.mkdirSync(pnpmDir, { recursive: true });
    // A package.json of its own rather than --prefix, which would also move npm's global config
    // (the system's npmrc, e.g. its cafile) out of sight.
    fs.writeFileSync(path.join(pnpmDir, 'package.json'), '{ "private": true }\n');
    const npmArgs = [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
      `pnpm@${pnpmVersion}`,
    ];
    const installed = run('npm', npmArgs, { cwd: pnpmDir, stdio: setupStdio, env: npmEnv });
    if (installed.status !== 0) fail(`npm install pnpm@${pnpmVersion} failed`);
    prependPath(pnpmBin);
  }
}

// 3. Dependencies: installed when the lockfile, the workspace or a package.json, or the Node major
// changed since the last install through here.
const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const stampFile = path.join(root, 'node_modules', '.haul-install');
const nodeMajor =
  node === process.execPath
    ? process.versions.node.split('.')[0]
    : run(node, ['-p', 'process.versions.node.split(".")[0]']).stdout?.trim();
const stamp = createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'pnpm-lock.yaml')))
  .update(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml')))
  .update(
    ['.', 'api', 'web', 'shared', 'e2e'].map((dir) => readIfThere(path.join(root, dir, 'package.json'))).join('\n'),
  )
  .update(`node ${nodeMajor} pnpm ${pnpmVersion}`)
  .digest('hex');
const stored = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (stored !== stamp) {
  say(stored ? 'lockfile changed; installing dependencies' : 'installing dependencies');
  const install = run('pnpm', ['install', '--frozen-lockfile'], { cwd: root, stdio: setupStdio });
  if (install.status !== 0) fail('pnpm install failed');
  fs.writeFileSync(stampFile, stamp);
}

// 4. Chromium, for the end-to-end suite.
// Only when the end-to-end suite is among those that will run (not for --postgres, nor a --suite
// list without e2e).
const suitesAsked = scriptArgs.filter((_, i) => scriptArgs[i - 1] === '--suite');
const needsChromium =
  script === 'test' && !scriptArgs.includes('--postgres') && (suitesAsked.length === 0 || suitesAsked.includes('e2e'));
if (needsChromium) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
      fail(
        `the end-to-end tests need Chromium at ${chromium}: install it (Debian/Ubuntu: \`sudo apt-get install -y chromium\`) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.`,
      );
    }
    say('installing Chromium (Debian package)');
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { stdio: setupStdio, env: aptEnv });
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: setupStdio, env: aptEnv }).status !== 0) {
      fail('apt-get install chromium failed');
    }
    if (!fs.existsSync(chromium))
      fail(`Debian's Chromium is installed, but not at ${chromium}: unset CHROMIUM_PATH or point it at it.`);
  }
}

if (envOnly) {
  console.log(env.PATH);
  process.exit(0);
}
const child = spawn(node, [path.join(root, 'scripts', `${script}.mjs`), ...scriptArgs], {
  cwd: root,
  env,
  stdio: 'inherit',
});
// A process manager signals this process only: pass it on, and leave when the child has.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] || 0)));
