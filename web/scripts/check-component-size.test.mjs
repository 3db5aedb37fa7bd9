/** No component over 150 lines (decision 0320): what counts as a component, and the tree as it is. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentSizeViolations, oversizedComponents } from './check-component-size.mjs';

/** A component of `lines` lines in all, its body padded with JSX text that holds a brace and an apostrophe. */
function component(head, lines) {
  const body = Array.from({ length: lines - 6 }, () => "      it's {'}'} here");
  return [head, '  return (', '    <p>', ...body, '    </p>', '  );', '}'].join('\n');
}
const sizes = (file, text, max) => oversizedComponents(file, text, max).map((c) => [c.name, c.lines]);

describe('component size (decision 0320)', () => {
  it('finds a function returning JSX over the limit, however it is declared', () => {
    expect(sizes('a.tsx', component('export function Big() {', 151), 150)).toEqual([['Big', 151]]);
    expect(sizes('a.tsx', component('export default function () {', 160), 150)).toEqual([['default', 160]]);
    const arrow = component('const Arrow = memo(() => {', 160).replace(/}$/, '});');
    expect(sizes('a.tsx', arrow, 150)).toEqual([['Arrow', 160]]);
  });

  it('lets a component of the limit pass, and counts from its first line to its last', () => {
    expect(sizes('a.tsx', component('function Fits() {', 150), 150)).toEqual([]);
    expect(sizes('a.tsx', component('function Fits() {', 150), 149)).toEqual([['Fits', 150]]);
  });

  it('leaves alone long functions that return no JSX, and inner render helpers of a component', () => {
    const plain = ['export function rules() {', ...Array.from({ length: 200 }, () => '  x++;'), '}'].join('\n');
    expect(sizes('a.ts', plain, 150)).toEqual([]);
    const inner = ['function Small() {', '  const row = () => {', '    return <li />;', '  };', '  return row();', '}'];
    expect(sizes('a.tsx', inner.join('\n'), 3)).toEqual([['Small', 6]]);
  });

  it('refuses an allowed component only without its entry', () => {
    const sources = new Map([['web/src/x.tsx', component('function Big() {', 151)]]);
    expect(componentSizeViolations(sources, {})).toHaveLength(1);
    expect(componentSizeViolations(sources, { 'web/src/x.tsx#Big': ' ' })).toHaveLength(1);
    expect(componentSizeViolations(sources, { 'web/src/x.tsx#Big': 'a reason' })).toEqual([]);
  });

  it('finds none in the tree as it is', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-component-size.mjs');
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toContain('component size: ok');
  });
});
