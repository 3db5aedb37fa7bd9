/** The training modules every new database starts with, in order (decision 0080). */
import { safeLifting } from './01-safe-lifting.ts';
import { loadingTheTruck } from './02-loading-the-truck.ts';
import { itemsWeDoNotTake } from './03-items-we-do-not-take.ts';
import { protectingTheHome } from './04-protecting-the-home.ts';
import { sortingForDonationAndRecycling } from './05-sorting-donation-recycling.ts';
import { demolitionSafety } from './06-demolition-safety.ts';
import { drivingAndBacking } from './07-driving-and-backing.ts';
import { usingThisApp } from './08-using-this-app.ts';
import type { SeedModule } from './types.ts';

export type { SeedModule, SeedQuestion } from './types.ts';

export const TRAINING_MODULES: readonly SeedModule[] = [
  safeLifting,
  loadingTheTruck,
  itemsWeDoNotTake,
  protectingTheHome,
  sortingForDonationAndRecycling,
  demolitionSafety,
  drivingAndBacking,
  usingThisApp,
];

/** Earned by completing every active module (the spec's Training Complete badge at 100 %). */
export const TRAINING_COMPLETE_BADGE = {
  name: 'Training Complete',
  description: 'Completed every training module.',
  icon: 'trophy',
  criteria: 'Complete every active training module',
  points: 50,
} as const;
