/**
 * One tap tells the customer the crew is on the way (docs/messages.md). It goes through the outbox, so it
 * works offline: the text is sent when the phone reconnects, and only if the job has not started
 * by then. The phone's position (when it gives one within a few seconds) sets the arrival estimate.
 */
import { formatCompanyTime } from '@haul/shared';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate, useOffline } from '../../../offline/offline-context.tsx';
import { useOnMyWay } from '../../../offline/queries/on-my-way.ts';

const POSITION_WAIT_MS = 5_000;

function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
    );
  });
}

export function OnMyWayButton({ appointmentId, customer }: { appointmentId: string; customer: string }) {
  const { user } = useOffline();
  const mutate = useMutate();
  const state = useOnMyWay(appointmentId);
  const [busy, setBusy] = useState(false);
  if (!state || !user.employeeId) return null;
  const employeeId = user.employeeId;

  if (state.tappedAt)
    return (
      <p className="basis-full rounded-lg bg-green-50 p-3 font-medium text-green-900" role="status">
        {state.waiting
          ? `On my way: saved ${formatCompanyTime(new Date(state.tappedAt))}. ${customer} is told when the phone is back online, if the job has not started.`
          : `On my way: sent at ${formatCompanyTime(new Date(state.tappedAt))}. ${customer} gets it by email, and by text if they agreed to texts.`}
      </p>
    );

  return (
    <button
      type="button"
      className={buttonClasses('primary', 'lg')}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const position = await currentPosition();
          await mutate('announceOnMyWay', {
            id: crypto.randomUUID(),
            appointmentId,
            employeeId,
            ...(position ?? {}),
          });
        } catch {
          notify({ title: 'Not saved', description: 'Could not save "On my way". Try again.', variant: 'destructive' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Saving…' : 'On my way'}
      <span className="sr-only"> to {customer}</span>
    </button>
  );
}
