import type { ReactNode } from 'react';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { HeroTrustCard } from './hero-trust-card.tsx';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** Buttons under the intro. */
  actions?: ReactNode;
  showRating?: boolean;
  /** Illustration beside the text on wide screens; the trust card when not given. */
  aside?: ReactNode;
}

/** The dark green opening band every public page starts with; holds the page's only h1. */
export function PageHero({ eyebrow, title, intro, actions, showRating = false, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.18),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          {showRating && <RatingBadge />}
          {eyebrow && <p className="mt-4 text-sm font-bold tracking-widest text-accent-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg text-brand-50">{intro}</div>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        <div className="hidden lg:flex lg:justify-end">{aside ?? <HeroTrustCard />}</div>
      </div>
    </section>
  );
}
