/**
 * The punch forms' one big button: green to clock in, red to clock out; disabled until the punch
 * can be made. On phones it stays in sight just above the tab bar while the form scrolls beneath
 * (Clock Out once hid behind the tabs at 390 × 844); from 1024 px it sits in the form.
 */
const TONE = { in: 'bg-brand-600 hover:bg-brand-700', out: 'bg-red-600 hover:bg-red-700' } as const;

export function PunchButton({ punch, disabled }: { punch: 'in' | 'out'; disabled: boolean }) {
  return (
    <div className="sticky bottom-16 z-10 -mx-2 rounded-md bg-white px-2 py-2 lg:static lg:m-0 lg:p-0">
      <button
        type="submit"
        disabled={disabled}
        className={`w-full rounded-md px-4 py-3 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 ${TONE[punch]}`}
      >
        {punch === 'in' ? 'Clock In' : 'Clock Out'}
      </button>
    </div>
  );
}
