import type { IconName } from '../../../../components/ui/icons.tsx';

/** One city page's words. Each city gets its own module so the copy is written for that town. */
export interface CityContent {
  name: string;
  county: string;
  meta: { title: string; description: string };
  heroTitle: string;
  heroIntro: string;
  local: { title: string; paragraphs: string[] };
  neighborhoods: string[];
  jobs: { icon: IconName; title: string; text: string }[];
  quoteNote: string;
  nearby: string[];
}
