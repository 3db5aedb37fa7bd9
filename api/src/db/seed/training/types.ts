/** The shape of one seeded training module: written for this company's crews, one file each. */
export interface SeedQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  correctAnswer: number;
  /** Shown after the quiz: why the right answer is right. */
  explanation: string;
}

export interface SeedModule {
  title: string;
  description: string;
  estimatedMinutes: number;
  passingScore?: number;
  /** HTML, sanitised like any other module content when it is seeded. */
  content: string;
  questions: SeedQuestion[];
  badge: { name: string; description: string; icon: string; points: number };
}
