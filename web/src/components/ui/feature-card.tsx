import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** Heading level inside the page outline; cards under an h2 use h3. */
  headingLevel?: 'h3' | 'h4';
  footer?: ReactNode;
}

/** Icon, heading and text on a white card: benefits, services, programs. */
export function FeatureCard({ icon, title, children, headingLevel: Heading = 'h3', footer }: FeatureCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-slate-900">{title}</Heading>
      <div className="mt-2 flex-1 text-slate-600">{children}</div>
      {footer && <div className="mt-4">{footer}</div>}
    </article>
  );
}
