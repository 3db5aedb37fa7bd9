/** The punch forms' one big button: green to clock in, red to clock out; disabled until the punch can be made. */
const TONE = { in: 'bg-brand-600 hover:bg-brand-700', out: 'bg-red-600 hover:bg-red-700' } as const;

export function PunchButton({ punch, disabled }: { punch: 'in' | 'out'; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className={`w-full rounded-md px-4 py-3 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 ${TONE[punch]}`}
    >
      {punch === 'in' ? 'Clock In' : 'Clock Out'}
    </button>
  );
}
