/**
 * Renders the current notice with Radix Toast: 5000 ms, swipe right 50 px to dismiss, F8 moves
 * focus to the notice region, announced politely (assertively for failures).
 */
import { LIMITS } from '@haul/shared';
import * as Toast from '@radix-ui/react-toast';
import { useNotices } from './notice-store.ts';

export function Notices() {
  const current = useNotices((s) => s.current);
  const dismiss = useNotices((s) => s.dismiss);
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider
      duration={LIMITS.notices.durationMs}
      swipeDirection="right"
      swipeThreshold={LIMITS.notices.swipeThresholdPx}
    >
      {current && (
        <Toast.Root
          key={current.id}
          data-variant={current.variant ?? 'default'}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(current.id)}
          className={`pointer-events-auto grid w-full grid-cols-[1fr_auto] gap-x-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          {current.description && (
            <Toast.Description className="col-start-1 text-sm opacity-90">{current.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label="Dismiss notice"
            className="col-start-2 row-span-2 row-start-1 self-start rounded px-2 text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Phones: at the top, below the staff header and sync status (`--notices-top`, set by the staff
          shell; 0 elsewhere) and the safe-area inset, so a notice never covers them, the punch button
          or the bottom tabs (below 1024 px); from 1024 px at the bottom right, beside the content. */}
      <Toast.Viewport className="fixed top-[var(--notices-top,0px)] right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none lg:top-auto lg:bottom-0 lg:pt-4" />
    </Toast.Provider>
  );
}
