import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Centre on wide screens (section intros) or keep left-aligned (articles). */
  align?: 'center' | 'left';
  id?: string;
}

/** Eyebrow + h2 + optional intro paragraph, the opening of most page sections. */
export function SectionHeading({ eyebrow, title, children, align = 'center', id }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-slate-600">{children}</div>}
    </div>
  );
}
