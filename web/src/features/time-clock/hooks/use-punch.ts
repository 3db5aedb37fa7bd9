import { useState } from 'react';
import { notify } from '../../../components/ui/notice-store.ts';

interface PunchNotices {
  success: { title: string; description: string };
  failureTitle: string;
  /** Shown when the failure carries no message of its own (the spec's wording). */
  failureFallback: string;
}

/**
 * One clock-in or clock-out: tracks pending, and shows the spec's success or failure notice.
 * The write goes to the local outbox, so it succeeds offline; a failure is a local one.
 */
export function usePunch(notices: PunchNotices) {
  const [pending, setPending] = useState(false);
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    try {
      await write();
      notify(notices.success);
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : notices.failureFallback;
      notify({ title: notices.failureTitle, description: message, variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

/** As the spec has it, a punch without its inputs says what is missing. */
export function notifyMissingInformation(description: string) {
  notify({ title: 'Missing Information', description, variant: 'destructive' });
}
