import { photoType } from '@haul/shared';

const TONES: Record<string, string> = {
  before: 'bg-amber-100 text-amber-900 ring-amber-300',
  during: 'bg-sky-100 text-sky-900 ring-sky-300',
  after: 'bg-brand-100 text-brand-900 ring-brand-600/40',
};

export function PhotoTypeBadge({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[type] ?? TONES.before}`}
    >
      {photoType.label(type) || type}
    </span>
  );
}
