/**
 * The training portal's rules: who may record progress for whom, how a finished quiz is scored
 * (the shared scoring functions, against the questions the server holds), badges awarded here and
 * only here, and module content sanitised before it is stored.
 */
import { randomUUID } from 'node:crypto';
import {
  type CompletionReport,
  type EmployeeBadge,
  type EmployeeProgress,
  fullName,
  progressAfterOpening,
  progressAfterQuiz,
  progressStatus,
  quizOutcome,
  quizReview,
  type TrainingModuleInput,
  TrainingModuleInputSchema,
  type TrainingProgressInput,
  type User,
} from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';
import { staffWrites } from '../db/repositories/staff-writes.ts';
import type { TrainingRepository } from '../db/repositories/training.ts';
import { ApiFailure, badRequest, notFound } from '../http/errors.ts';
import { sanitizeTrainingHtml } from './training-html.ts';
import { type MutationWrite, writeInTransaction } from './versioned-write.ts';

/** What finishing a quiz answers: the progress after it, the score, and the badges it earned. */
export interface QuizResult {
  progress: EmployeeProgress;
  score: number;
  passed: boolean;
  badges: EmployeeBadge[];
}

const requireAdmin = (user: User) => {
  if (user.role !== 'admin') throw new ApiFailure(403, 'forbidden', 'Only the office can change training modules.');
};

export function trainingService(sql: Sql, repo: TrainingRepository, clock: Clock) {
  async function checkTarget(tx: Tx, user: User, employeeId: string, moduleId: string) {
    assertActsFor(user, employeeId);
    if (!(await staffWrites.employeeExists(tx, employeeId))) throw notFound('That employee does not exist.');
    const module = await repo.findModule(moduleId, tx);
    if (!module) throw notFound('That training module does not exist.');
    return module;
  }

  const service = {
    modules: (user: User) => repo.listModules(user.role === 'admin'),
    async questions(user: User, moduleId: string) {
      const module = await repo.findModule(moduleId);
      if (!module || (!module.isActive && user.role !== 'admin'))
        throw notFound('That training module does not exist.');
      return repo.questions(moduleId);
    },
    async moduleWithQuestions(moduleId: string) {
      const module = await repo.findModule(moduleId);
      if (!module) throw notFound('That training module does not exist.');
      return { ...module, questions: await repo.questionsWithKey(moduleId) };
    },
    progress(user: User, employeeId: string) {
      assertActsFor(user, employeeId);
      return repo.progressFor(employeeId);
    },
    badges(user: User, employeeId: string) {
      assertActsFor(user, employeeId);
      return repo.badgesFor(employeeId);
    },

    /** Opening a module (mutator `openTrainingModule` and the REST call). */
    async open({ tx, version, user, now, args: a }: MutationWrite<'openTrainingModule'>) {
      await checkTarget(tx, user, a.employeeId, a.moduleId);
      const current = await repo.lockProgress(tx, a.employeeId, a.moduleId);
      const next = progressAfterOpening(current, now.toISOString());
      if (current && next === current) return current;
      return repo.saveProgress(tx, version, { ...a, id: current?.id ?? a.id }, next, user.id);
    },
    /** A finished quiz (mutator `finishQuiz` and the REST call): scored here; completing a module awards its badge (once). */
    async finish({ tx, version, user, now, args: a }: MutationWrite<'finishQuiz'>): Promise<QuizResult> {
      const module = await checkTarget(tx, user, a.employeeId, a.moduleId);
      const questions = await repo.questionsWithKey(a.moduleId, tx);
      const outcome = quizOutcome(
        a.answers,
        questions.map((q) => q.correctAnswer),
        module.passingScore,
        new Date(a.startedAt),
        new Date(a.finishedAt),
      );
      const current = await repo.lockProgress(tx, a.employeeId, a.moduleId);
      const progress = await repo.saveProgress(
        tx,
        version,
        { ...a, id: current?.id ?? a.id },
        progressAfterQuiz(current, outcome, now.toISOString()),
        user.id,
        { score: outcome.score, passed: outcome.passed, review: quizReview(a.answers, questions, outcome.passed) },
      );
      const badges =
        progress.status === 'completed' ? await repo.awardBadges(tx, version, a.employeeId, a.moduleId) : [];
      return { progress, score: outcome.score, passed: outcome.passed, badges };
    },
    /** REST `POST /progress`: either intent in its own transaction, with a new progress id. */
    record(user: User, body: TrainingProgressInput): Promise<EmployeeProgress | QuizResult> {
      const id = randomUUID();
      const now = clock.now();
      if (body.action === 'open') {
        const args = { employeeId: body.employeeId, moduleId: body.moduleId, id };
        return writeInTransaction(sql, { user, now, args }, (w) => service.open(w));
      }
      return writeInTransaction(sql, { user, now, args: { ...body, id } }, (w) => service.finish(w));
    },

    async createModule(user: User, input: TrainingModuleInput) {
      requireAdmin(user);
      const m = clean(input);
      return writeVersioned(sql, async (tx, v) => {
        const saved = await repo.insertModule(tx, v, m, user.id);
        await repo.replaceQuestions(tx, v, saved.id, m.questions, user.id);
        return { ...saved, questions: await repo.questionsWithKey(saved.id, tx) };
      });
    },
    async updateModule(user: User, id: string, input: TrainingModuleInput) {
      requireAdmin(user);
      const m = clean(input);
      return writeVersioned(sql, async (tx, v) => {
        const saved = await repo.updateModule(tx, v, id, m, user.id);
        if (!saved) throw notFound('That training module does not exist.');
        await repo.replaceQuestions(tx, v, id, m.questions, user.id);
        return { ...saved, questions: await repo.questionsWithKey(id, tx) };
      });
    },
    async reorder(user: User, moduleIds: string[]) {
      requireAdmin(user);
      await writeVersioned(sql, (tx, v) => repo.reorder(tx, v, moduleIds));
      return repo.listModules(true);
    },

    async completion(): Promise<CompletionReport> {
      const modules = await repo.listModules(true);
      const { employees, progress } = await repo.completion();
      const active = new Set(modules.filter((m) => m.isActive).map((m) => m.id));
      const byKey = new Map(progress.map((p) => [`${p.employee_id}:${p.module_id}`, p]));
      return {
        modules: modules.map((m) => ({ id: m.id, title: m.title, isActive: m.isActive })),
        rows: employees.map((e) => {
          const cells = modules.map((m) => {
            const p = byKey.get(`${e.id}:${m.id}`);
            const status = progressStatus.schema.catch('not_started').parse(p?.status);
            const last = p?.last_activity;
            return {
              moduleId: m.id,
              status,
              score: p?.score === null || p?.score === undefined ? null : Number(p.score),
              attempts: p ? Number(p.attempts) : 0,
              lastActivity: last instanceof Date ? last.toISOString() : null,
            };
          });
          return {
            employeeId: String(e.id),
            name: fullName({ firstName: String(e.first_name), lastName: String(e.last_name) }),
            role: String(e.role),
            completed: cells.filter((c) => c.status === 'completed' && active.has(c.moduleId)).length,
            cells,
          };
        }),
      };
    },
  };
  return service;
}

/** Validated input with its HTML cleaned; the one place content is sanitised on the way in. */
function clean(input: TrainingModuleInput) {
  const m = TrainingModuleInputSchema.parse(input);
  const content = sanitizeTrainingHtml(m.content);
  const message = 'Nothing is left after removing unsafe HTML';
  if (!content) throw badRequest(`content: ${message}`, { content: message });
  return { ...m, content };
}
export type TrainingService = ReturnType<typeof trainingService>;
