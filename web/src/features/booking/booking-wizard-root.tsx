/**
 * The booking wizard as a React root of its own (the /booking island, docs/decisions/0018): its
 * notices, nothing of the staff app (its reads go through a small cache, decision 0210). The prerender renders exactly this
 * tree, so the browser hydrates it without a mismatch.
 */
import { StrictMode, useEffect } from 'react';
import { Notices } from '../../components/ui/notices.tsx';
import type { BookingDetailsInput } from './booking-form.ts';
import { BookingWizard } from './components/booking-wizard.tsx';

/** Calls `onReady` once, after the tree is committed (hydrated) in the browser. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function BookingWizardRoot({ typed, onReady }: { typed?: Partial<BookingDetailsInput>; onReady?: () => void }) {
  return (
    <StrictMode>
      <BookingWizard typed={typed} />
      <Notices />
      <ReadySignal onReady={onReady} />
    </StrictMode>
  );
}
