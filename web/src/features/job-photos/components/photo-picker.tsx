/**
 * The dialog's two large buttons, Take photo (rear camera) and Choose from library (several at
 * once), and what has been chosen so far, with Clear.
 */
import { useRef } from 'react';

const pickButton =
  'flex min-h-14 w-full items-center justify-center rounded-lg border-2 border-brand-700 bg-brand-50 px-4 text-base font-semibold text-brand-900 hover:bg-brand-100';

/**
 * Opens the camera or the library through a new file input each time, in the tap's own handler
 * (iOS needs the user's gesture, and stops firing `change` on an input after its chooser was
 * cancelled once). The input is kept in `holder` until the next tap, so the browser
 * (and a test's file chooser) sees it in the page.
 */
function openPicker(holder: HTMLElement | null, source: 'camera' | 'library', onPicked: (files: File[]) => void) {
  if (!holder) return;
  holder.replaceChildren();
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.tabIndex = -1;
  if (source === 'camera') input.capture = 'environment';
  else input.multiple = true;
  input.addEventListener('change', () => onPicked([...(input.files ?? [])]));
  holder.append(input);
  input.click();
}

export function PhotoPicker({
  picked,
  onPick,
  onClear,
}: {
  picked: File[];
  onPick: (files: File[]) => void;
  onClear: () => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Photos</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <button type="button" className={pickButton} onClick={() => openPicker(holder.current, 'camera', onPick)}>
          Take photo
        </button>
        <button type="button" className={pickButton} onClick={() => openPicker(holder.current, 'library', onPick)}>
          Choose from library
        </button>
      </div>
      <div ref={holder} className="sr-only" aria-hidden="true" />
      {picked.length > 0 && (
        <div className="mt-3 flex items-start justify-between gap-2 text-sm" data-testid="picked-photos">
          <p>
            <span className="font-semibold">
              {picked.length === 1 ? '1 photo chosen' : `${picked.length} photos chosen`}
            </span>
            <span className="block break-all text-slate-600">{picked.map((f) => f.name).join(', ')}</span>
          </p>
          <button type="button" className="min-h-12 px-2 font-semibold text-brand-800 underline" onClick={onClear}>
            Clear
          </button>
        </div>
      )}
    </fieldset>
  );
}
