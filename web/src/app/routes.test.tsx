/**
 * Decision 0212: a page whose chunk has loaded renders in the same commit, never behind a Suspense
 * fallback (React holds a revealed page back by up to 300 ms after a fallback).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './routes.ts';

let mounts = 0;

function Typed() {
  useEffect(() => {
    mounts++;
  }, []);
  const [text, setText] = useState('');
  return <input aria-label="Notes" value={text} onChange={(e) => setText(e.target.value)} />;
}

describe('lazyPage', () => {
  it('renders a page whose chunk has loaded at once, with no fallback', async () => {
    const { load, Page } = lazyPage(async () => ({ default: () => <h1>Time Tracking</h1> }));
    await load();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Time Tracking' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('shows the fallback until a chunk not yet loaded arrives, then the page, mounted once', async () => {
    let arrive: (module: { default: typeof Typed }) => void = () => {};
    const { Page } = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => arrive({ default: Typed }));
    const input = await screen.findByLabelText('Notes');
    fireEvent.change(input, { target: { value: 'gate code 1234' } });
    // A later render, with the chunk now loaded, keeps the same page and what was typed.
    view.rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('gate code 1234');
    expect(mounts).toBe(1);
  });
});
