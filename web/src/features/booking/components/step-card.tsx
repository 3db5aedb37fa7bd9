/** The white card each wizard step sits in; its heading takes focus when the step opens. */
import { type ReactNode, useEffect, useRef } from 'react';

export function StepCard({
  title,
  intro,
  focusOnOpen = true,
  centered = false,
  children,
}: {
  centered?: boolean;
  title: string;
  intro?: ReactNode;
  /** False for the step shown on page load, which must not steal focus. */
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step opens.
  useEffect(() => {
    // Move focus (not just the eye) to the new step, so keyboard and screen-reader users follow.
    if (focusOnOpen) headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold tracking-tight text-slate-900 outline-none ${centered ? 'text-center' : ''}`}
      >
        {title}
      </h2>
      {intro ? <p className="mt-1.5 text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
