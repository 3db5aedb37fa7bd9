/**
 * The contact form's React on the static home page. The prerendered form is already on screen
 * and may hold typed text and focus; mounting renders the same form with those values and puts
 * the caret back, so taking over is invisible. (A fresh render, not hydration: the prerendered
 * ids come from the whole page's tree, not from this root's.)
 */
import type { ContactRequestCreate } from '@haul/shared';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Notices } from '../../components/ui/notices.tsx';
import { ContactForm } from './components/contact-form.tsx';

function typedValues(form: HTMLFormElement | null): Partial<ContactRequestCreate> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

function restoreFocus(container: HTMLElement, name: string | null) {
  if (!name) return;
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
  field?.focus();
  try {
    field?.setSelectionRange(field.value.length, field.value.length);
  } catch {
    // email inputs have no selection API; focus is enough.
  }
}

/** Replaces the static form in `container` with the live one; returns the live form. */
export function mountContactForm(container: HTMLElement): HTMLFormElement | null {
  const initialValues = typedValues(container.querySelector('form'));
  const active = document.activeElement;
  const focusedName = active instanceof HTMLElement && container.contains(active) ? active.getAttribute('name') : null;
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <ContactForm initialValues={initialValues} />
        <Notices />
      </StrictMode>,
    ),
  );
  restoreFocus(container, focusedName);
  container.dataset.islandReady = 'true';
  return container.querySelector('form');
}
