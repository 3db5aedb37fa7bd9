#!/usr/bin/env node
/**
 * No component over 150 lines (decision 0320), run by `pnpm lint`. A component is a function
 * that returns JSX: every such function at the top of a module, and any function with a
 * capitalised name (React's own sign of a component) wherever it is declared. Its size is the
 * lines from its first to its last, comments and blank lines included, as a reader meets them.
 * The source is parsed (Vite's parser, the one that builds the app), so a brace in a string or
 * an apostrophe in JSX text cannot fool the count.
 *
 * `ALLOWED` may name a component that stays longer, only with the reason beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

export const MAX_COMPONENT_LINES = 150;

/** `'web/src/path/file.tsx#Name': 'why it stays longer'`. Empty: no component needs it. */
export const ALLOWED = {};

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const JSX = new Set(['JSXElement', 'JSXFragment']);
const CAPITALISED = /^[A-Z]/;

function children(node) {
  const out = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v.type === 'string') out.push(v);
    } else if (value && typeof value.type === 'string') out.push(value);
  }
  return out;
}

function containsJsx(node) {
  if (JSX.has(node.type)) return true;
  return children(node).some(containsJsx);
}

/** Unwraps `memo(function X…)`, `forwardRef((…) => …)` and the like to the function inside. */
function functionIn(node) {
  if (!node) return null;
  if (FUNCTION.has(node.type)) return node;
  if (node.type === 'CallExpression') return node.arguments.map(functionIn).find(Boolean) ?? null;
  return null;
}

/**
 * The components of one source file over `max` lines, as `{ name, line, lines }`; `file` names
 * the file (its extension picks the parser's language).
 */
export function oversizedComponents(file, text, max = MAX_COMPONENT_LINES) {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found = [];
  const consider = (fn, name, topLevel) => {
    if (!topLevel && !CAPITALISED.test(name)) return;
    if (!containsJsx(fn.body)) return;
    const first = lineOf(fn.start);
    const lines = lineOf(fn.end) - first + 1;
    if (lines > max) found.push({ name, line: first, lines });
  };
  const walk = (node, depth) => {
    if (FUNCTION.has(node.type)) {
      if (node.id?.name) consider(node, node.id.name, depth === 0);
      depth += 1;
    } else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') {
      const fn = functionIn(node.init);
      if (fn && !fn.id) consider(fn, node.id.name, depth === 0);
    } else if (node.type === 'ExportDefaultDeclaration') {
      const fn = functionIn(node.declaration);
      if (fn && !fn.id) consider(fn, 'default', true);
    }
    for (const child of children(node)) walk(child, depth);
  };
  walk(program, 0);
  return found;
}

/**
 * Every component over the limit in `sources` (repo-relative path → text) that `allowed` does not
 * name with a reason (an entry with a blank reason allows nothing).
 */
export function componentSizeViolations(sources, allowed = ALLOWED, max = MAX_COMPONENT_LINES) {
  const found = [];
  for (const [file, text] of sources) {
    for (const c of oversizedComponents(file, text, max)) {
      if (!allowed[`${file}#${c.name}`]?.trim()) found.push({ file, ...c });
    }
  }
  return found;
}

function readTree(root, dir) {
  const out = new Map();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
        out.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(root, dir));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const violations = componentSizeViolations(readTree(root, 'web/src'));
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.name} is ${v.lines} lines`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} component(s) over ${MAX_COMPONENT_LINES} lines: split each by what it does (sub-components, a hook beside it), or allow it in web/scripts/check-component-size.mjs with the reason (decision 0320).`,
    );
    process.exit(1);
  }
  console.log(`component size: ok (none over ${MAX_COMPONENT_LINES} lines)`);
}
