/**
 * The booking wizard as a React root of its own (the /booking island, docs/decisions/0018): its
 * query client and its notices, nothing of the staff app. The prerender renders exactly this
 * tree, so the browser hydrates it without a mismatch.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { Notices } from '../../components/ui/notices.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import type { BookingDetailsInput } from './booking-form.ts';
import { BookingWizard } from './components/booking-wizard.tsx';

/** Calls `onReady` once, after the tree is committed (hydrated) in the browser. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function BookingWizardRoot({ typed, onReady }: { typed?: Partial<BookingDetailsInput>; onReady?: () => void }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BookingWizard typed={typed} />
        <Notices />
        <ReadySignal onReady={onReady} />
      </QueryClientProvider>
    </StrictMode>
  );
}
