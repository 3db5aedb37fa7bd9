import { UNANSWERED } from '@haul/shared';

/** A fresh answer sheet: every one of `count` questions unanswered (spec §3: -1). */
export const unanswered = (count: number) => Array.from({ length: count }, () => UNANSWERED);
