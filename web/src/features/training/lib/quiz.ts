import { UNANSWERED } from '@haul/shared';

/** A fresh answer sheet: every one of `count` questions unanswered (-1, as the spec has it). */
export const unanswered = (count: number) => Array.from({ length: count }, () => UNANSWERED);
