/**
 * The editor's form values and their conversion to the shared module input. Options are typed one
 * per line and the right answer is numbered from 1, which is how the office thinks of them.
 */
import {
  fieldErrors,
  type TrainingModuleInput,
  TrainingModuleInputSchema,
  type TrainingModuleWithQuestions,
} from '@haul/shared';

export interface QuestionValues {
  id?: string | undefined;
  question: string;
  optionsText: string;
  correctAnswer: string;
  explanation: string;
}

export interface ModuleFormValues {
  title: string;
  description: string;
  content: string;
  estimatedMinutes: string;
  passingScore: string;
  isActive: boolean;
  questions: QuestionValues[];
}

export const emptyQuestion = (): QuestionValues => ({
  question: '',
  optionsText: '',
  correctAnswer: '1',
  explanation: '',
});

export const emptyModule = (): ModuleFormValues => ({
  title: '',
  description: '',
  content: '',
  estimatedMinutes: '10',
  passingScore: '80',
  isActive: true,
  questions: [emptyQuestion()],
});

export function formValuesOf(m: TrainingModuleWithQuestions): ModuleFormValues {
  return {
    title: m.title,
    description: m.description,
    content: m.content,
    estimatedMinutes: String(m.estimatedMinutes),
    passingScore: String(m.passingScore),
    isActive: m.isActive,
    questions: m.questions.map((q) => ({
      id: q.id,
      question: q.question,
      optionsText: q.options.join('\n'),
      correctAnswer: String(q.correctAnswer + 1),
      explanation: q.explanation ?? '',
    })),
  };
}

const toInt = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The API input, or the form's field errors (keyed by form field name). */
export function toModuleInput(
  v: ModuleFormValues,
): { ok: true; input: TrainingModuleInput } | { ok: false; errors: Record<string, string> } {
  const candidate = {
    title: v.title,
    description: v.description,
    content: v.content,
    estimatedMinutes: toInt(v.estimatedMinutes),
    passingScore: toInt(v.passingScore),
    isActive: v.isActive,
    questions: v.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      question: q.question,
      options: q.optionsText
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean),
      correctAnswer: toInt(q.correctAnswer) - 1,
      explanation: q.explanation,
    })),
  };
  const parsed = TrainingModuleInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = path.replace(/^questions\.(\d+)\.options(\.\d+)?$/, 'questions.$1.optionsText');
    errors[field] ??= /expected number/i.test(message) ? 'Enter a whole number' : message;
  }
  return { ok: false, errors };
}
