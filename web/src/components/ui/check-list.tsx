import { Icon } from './icons.tsx';

/** A list of short claims, each with a check mark. */
export function CheckList({ items, tone = 'default' }: { items: readonly string[]; tone?: 'default' | 'light' }) {
  const colour = tone === 'light' ? 'text-brand-50' : 'text-slate-700';
  return (
    <ul className={`space-y-2 ${colour}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon
            name="check"
            className={`mt-0.5 size-5 shrink-0 ${tone === 'light' ? 'text-accent-400' : 'text-brand-700'}`}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
