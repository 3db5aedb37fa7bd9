import { z } from 'zod';
import { progressStatus } from '../enums.ts';
import { idField } from './fields.ts';

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

export const QuizQuestionSchema = z.object({
  id: idField(),
  moduleId: idField(),
  question: z.string(),
  options: z.array(z.string()).min(2),
  correctAnswer: z.number().int().min(0),
  explanation: z.string().nullable(),
  questionOrder: z.number().int(),
  createdAt: z.string(),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

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
  createdAt: z.string(),
});
export type EmployeeProgress = z.infer<typeof EmployeeProgressSchema>;

export const TrainingProgressInputSchema = z.object({
  id: idField().optional(),
  employeeId: idField(),
  moduleId: idField(),
  status: progressStatus.schema,
  attempts: z.number().int().min(0).max(1000),
  score: z.number().int().min(0).max(100).optional(),
  timeSpent: z.number().int().min(0).max(10_000).optional(),
});
export type TrainingProgressInput = z.infer<typeof TrainingProgressInputSchema>;

export const BadgeSchema = z.object({
  id: idField(),
  name: z.string().max(100),
  description: z.string(),
  icon: z.string().max(50),
  criteria: z.string(),
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
