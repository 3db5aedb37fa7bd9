/** Numbered steps (how it works, the Covington process, how to apply). */
export function StepsList({
  steps,
  columns = 4,
}: {
  steps: readonly { title: string; text: string }[];
  columns?: 2 | 3 | 4;
}) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-400 text-lg font-extrabold text-slate-900"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
