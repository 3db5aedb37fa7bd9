import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The public forms' `website` honeypot (docs/decisions/0021): off-screen, hidden from assistive
 * tech and out of the Tab order, so only bots that fill every field fill it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
