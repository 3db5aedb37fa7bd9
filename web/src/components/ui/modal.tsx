/**
 * Dialogs on Radix primitives (focus trap, Escape, labelled by their title, focus returns to the
 * trigger): a form dialog, and a confirmation that must be answered (no click-outside dismiss).
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from './button-styles.ts';

const OVERLAY = 'fixed inset-0 z-40 bg-slate-900/50';
const PANEL =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none';

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content className={PANEL}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 min-h-11 min-w-11 rounded-md text-2xl text-slate-600"
            >
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Asks before a destructive action; the action runs only on the confirm button. */
export function ConfirmDialog({
  trigger,
  question,
  description = 'This cannot be undone.',
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  question: string;
  /** What the action does; by default "This cannot be undone." */
  description?: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={PANEL}>
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${buttonClasses('primary')} !bg-red-700 hover:!bg-red-800`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
