import { z } from 'zod';
import { progressStatus } from '../enums.ts';
import { idField, isoTimestampField, requiredText } from './fields.ts';

export const TrainingModuleSchema = z.object({
  id: idField(),
  title: z.string().max(200),
  description: z.string(),
  /** Rich HTML; sanitised before it is rendered. */
  content: z.string(),
  moduleOrder: z.number().int(),
  estimatedMinutes: z.number().int(),
  passingScore: z.number().int().min(0).max(100).default(80),
  isActive: z.boolean().default(true),
  createdAt: z.string(),
});
export type TrainingModule = z.infer<typeof TrainingModuleSchema>;

/**
 * A question as a phone sees it (sync and `GET /modules/:id/questions`): no right answer and no
 * explanation, so nobody reads the key off the device (decision 0235). The server
 * scores every quiz; the result comes back on the progress record's `lastQuiz`.
 */
export const QuizQuestionSchema = z.object({
  id: idField(),
  moduleId: idField(),
  question: z.string(),
  options: z.array(z.string()).min(2),
  questionOrder: z.number().int(),
  createdAt: z.string(),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** A question with its key, for the server and the office's module editor only. */
export const QuizQuestionWithKeySchema = QuizQuestionSchema.extend({
  correctAnswer: z.number().int().min(0),
  explanation: z.string().nullable(),
});
export type QuizQuestionWithKey = z.infer<typeof QuizQuestionWithKeySchema>;

/**
 * One question of a scored attempt, as the phone may show it: whether it was right; the right
 * option and the explanation only once the module is passed (the explanation also for a right
 * answer), so a retake still tests.
 */
export const QuizReviewItemSchema = z.object({
  correct: z.boolean(),
  rightOption: z.number().int().min(0).nullable(),
  explanation: z.string().nullable(),
});
export type QuizReviewItem = z.infer<typeof QuizReviewItemSchema>;

/** The last scored attempt of a module: its own score (the record's `score` is the best one). */
export const LastQuizSchema = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  review: z.array(QuizReviewItemSchema),
});
export type LastQuiz = z.infer<typeof LastQuizSchema>;

export const EmployeeProgressSchema = z.object({
  id: idField(),
  employeeId: idField(),
  moduleId: idField(),
  status: progressStatus.schema,
  score: z.number().int().min(0).max(100).nullable(),
  timeSpent: z.number().int().min(0).nullable(),
  attempts: z.number().int().min(0),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Null until the server has scored a quiz of this module. */
  lastQuiz: LastQuizSchema.nullable().default(null),
  createdAt: z.string(),
});
export type EmployeeProgress = z.infer<typeof EmployeeProgressSchema>;

/** Opening a module (a crew member acts only as themselves; admins for anyone). */
export const OpenModuleSchema = z.object({ employeeId: idField(), moduleId: idField() });
export type OpenModule = z.infer<typeof OpenModuleSchema>;

/**
 * A finished quiz: the answers and when it started and ended. The server scores it against the
 * module's questions with the same shared functions the phone used (decision 0081).
 */
export const FinishQuizSchema = z.object({
  employeeId: idField(),
  moduleId: idField(),
  answers: z.array(z.number().int().min(-1).max(20)).min(1).max(50),
  startedAt: isoTimestampField(),
  finishedAt: isoTimestampField(),
});
export type FinishQuiz = z.infer<typeof FinishQuizSchema>;

/** POST /api/training/progress: the spec's one call, as either intent. */
export const TrainingProgressInputSchema = z.discriminatedUnion('action', [
  OpenModuleSchema.extend({ action: z.literal('open') }),
  FinishQuizSchema.extend({ action: z.literal('finish') }),
]);
export type TrainingProgressInput = z.infer<typeof TrainingProgressInputSchema>;

export const TRAINING_LIMITS = {
  titleMax: 200,
  contentMaxChars: 60_000,
  questionsMax: 20,
  optionsMin: 2,
  optionsMax: 6,
} as const;

export const QuizQuestionInputSchema = z
  .object({
    /** Present when editing an existing question. */
    id: idField().optional(),
    question: requiredText(500),
    options: z
      .array(requiredText(300))
      .min(TRAINING_LIMITS.optionsMin, `Give at least ${TRAINING_LIMITS.optionsMin} options`)
      .max(TRAINING_LIMITS.optionsMax, `Give at most ${TRAINING_LIMITS.optionsMax} options`),
    correctAnswer: z.number().int().min(0),
    explanation: requiredText(1000),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    path: ['correctAnswer'],
    message: 'Choose one of the options as the right answer',
  });
export type QuizQuestionInput = z.infer<typeof QuizQuestionInputSchema>;

/** An admin saving a module with its questions, in order (the list replaces the old one). */
export const TrainingModuleInputSchema = z.object({
  title: requiredText(TRAINING_LIMITS.titleMax),
  description: requiredText(1000),
  content: z
    .string({ error: 'Required' })
    .min(1, 'Required')
    .max(TRAINING_LIMITS.contentMaxChars, `Must be at most ${TRAINING_LIMITS.contentMaxChars} characters`),
  estimatedMinutes: z.number().int().min(1, 'At least 1 minute').max(240, 'At most 240 minutes'),
  passingScore: z.number().int().min(0).max(100).default(80),
  isActive: z.boolean().default(true),
  questions: z
    .array(QuizQuestionInputSchema)
    .min(1, 'Add at least one question')
    .max(TRAINING_LIMITS.questionsMax, `At most ${TRAINING_LIMITS.questionsMax} questions`),
});
export type TrainingModuleInput = z.input<typeof TrainingModuleInputSchema>;

export const ModuleOrderSchema = z.object({ moduleIds: z.array(idField()).min(1).max(200) });

/** A module with its questions, as the editor loads it. */
export const TrainingModuleWithQuestionsSchema = TrainingModuleSchema.extend({
  questions: z.array(z.lazy(() => QuizQuestionWithKeySchema)),
});
export type TrainingModuleWithQuestions = z.infer<typeof TrainingModuleWithQuestionsSchema>;

/** GET /api/training/completion: employees × modules, for the office. */
export const CompletionCellSchema = z.object({
  moduleId: idField(),
  status: progressStatus.schema,
  score: z.number().int().nullable(),
  attempts: z.number().int(),
  lastActivity: z.string().nullable(),
});
export const CompletionRowSchema = z.object({
  employeeId: idField(),
  name: z.string(),
  role: z.string(),
  /** Completed modules among the active ones. */
  completed: z.number().int(),
  cells: z.array(CompletionCellSchema),
});
export const CompletionReportSchema = z.object({
  modules: z.array(z.object({ id: idField(), title: z.string(), isActive: z.boolean() })),
  rows: z.array(CompletionRowSchema),
});
export type CompletionReport = z.infer<typeof CompletionReportSchema>;

export const BadgeSchema = z.object({
  id: idField(),
  name: z.string().max(100),
  description: z.string(),
  icon: z.string().max(50),
  criteria: z.string(),
  /** The module this badge is earned by; null for Training Complete. */
  moduleId: idField().nullable(),
  points: z.number().int().default(0),
  isActive: z.boolean().default(true),
  createdAt: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const EmployeeBadgeSchema = z.object({
  id: idField(),
  employeeId: idField(),
  badgeId: idField(),
  earnedAt: z.string(),
  createdAt: z.string(),
});
export type EmployeeBadge = z.infer<typeof EmployeeBadgeSchema>;
