import { render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clearBookingPrefill, handBookingPrefill, readBookingPrefill } from './booking-prefill.ts';

const DETAILS = {
  firstName: 'Marcus',
  lastName: 'Contact',
  phone: '(470) 555-0100',
  email: 'marcus@example.com',
  address: '48 Elm St, Decatur, GA 30030',
  description: 'A garage full of boxes',
};

/** Suspends until `release()`: React discards the first render of everything beside it. */
let ready = false;
let release = () => {};
const gate = new Promise<void>((resolve) => {
  release = () => {
    ready = true;
    resolve();
  };
});
function Slow() {
  if (!ready) throw gate;
  return null;
}

/** Reads the details in its state initialiser and clears them once mounted, as the phone booking page does. */
function Form() {
  const [prefill] = useState(readBookingPrefill);
  useEffect(clearBookingPrefill, []);
  return (
    <>
      <p>{prefill.lastName ?? 'no details'}</p>
      <Slow />
    </>
  );
}

describe('"Make a booking" hands a contact request to the phone booking form', () => {
  it('keeps the details through a render React throws away, and forgets them once the form is up', async () => {
    handBookingPrefill(DETAILS);
    // The suspending child makes React discard the first render and run the initialiser again
    // (what failed the e2e "a contact request becomes a booking" on a loaded machine).
    render(
      <Suspense fallback="Loading">
        <Form />
      </Suspense>,
    );
    release();
    expect(await screen.findByText('Contact')).toBeInTheDocument();
    expect(readBookingPrefill()).toEqual({});
  });
});
