/**
 * One set of button looks for links and buttons alike. Colours are chosen for WCAG AA contrast:
 * white on brand-700 (5:1), slate-900 on accent-400 (10:1).
 */
const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-bold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300',
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
  /** For use on dark (brand-900) backgrounds. */
  light: 'border-2 border-white text-white hover:bg-white/10',
} as const;

const SIZES = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
