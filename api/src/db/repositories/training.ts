/** Training modules, questions, progress and badges: the only SQL behind the training portal. */
import type { EmployeeProgress, LastQuiz, ProgressState, QuizQuestionInput, TrainingModule } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import {
  toBadge,
  toEmployeeBadge,
  toEmployeeProgress,
  toQuizQuestion,
  toQuizQuestionWithKey,
  toTrainingModule,
} from './synced-rows.ts';

type Row = Record<string, unknown>;

const questionRows = (db: Sql | Tx, moduleId: string) => db<Row[]>`
  select * from quiz_questions where module_id = ${moduleId} and deleted_at is null
  order by question_order, created_at`;

export interface ModuleFields {
  title: string;
  description: string;
  content: string;
  estimatedMinutes: number;
  passingScore: number;
  isActive: boolean;
}

export function trainingRepository(sql: Sql) {
  return {
    async listModules(includeInactive: boolean): Promise<TrainingModule[]> {
      const rows = await sql<Row[]>`
        select * from training_modules
        where deleted_at is null ${includeInactive ? sql`` : sql`and is_active`}
        order by module_order, created_at`;
      return rows.map(toTrainingModule);
    },
    async findModule(id: string, db: Sql | Tx = sql) {
      const [row] = await db<Row[]>`select * from training_modules where id = ${id} and deleted_at is null`;
      return row ? toTrainingModule(row) : null;
    },
    /** A module's questions as a phone may see them: without the key (decision 0235). */
    async questions(moduleId: string, db: Sql | Tx = sql) {
      return (await questionRows(db, moduleId)).map(toQuizQuestion);
    },
    /** With the key: for scoring and the office's editor. */
    async questionsWithKey(moduleId: string, db: Sql | Tx = sql) {
      return (await questionRows(db, moduleId)).map(toQuizQuestionWithKey);
    },
    async progressFor(employeeId: string): Promise<EmployeeProgress[]> {
      const rows = await sql<Row[]>`
        select * from employee_progress where employee_id = ${employeeId} and deleted_at is null`;
      return rows.map(toEmployeeProgress);
    },
    async badgesFor(employeeId: string) {
      const rows = await sql<Row[]>`
        select b.*, eb.earned_at from employee_badges eb join badges b on b.id = eb.badge_id
        where eb.employee_id = ${employeeId} and eb.deleted_at is null order by eb.earned_at`;
      return rows.map((r) => ({ ...toBadge(r), earnedAt: (r.earned_at as Date).toISOString() }));
    },

    async insertModule(tx: Tx, v: number, m: ModuleFields, userId: string) {
      const [row] = await tx<Row[]>`
        insert into training_modules (title, description, content, module_order, estimated_minutes, passing_score,
          is_active, recorded_by, version)
        values (${m.title}, ${m.description}, ${m.content},
          (select coalesce(max(module_order), 0) + 1 from training_modules where deleted_at is null),
          ${m.estimatedMinutes}, ${m.passingScore}, ${m.isActive}, ${userId}, ${v})
        returning *`;
      const saved = toTrainingModule(row as Row);
      await tx`
        insert into badges (name, description, icon, criteria, points, module_id, version)
        values (${saved.title.slice(0, 100)}, ${`Completed ${saved.title}.`}, 'award',
                ${`Complete "${saved.title}"`}, 10, ${saved.id}, ${v})`;
      return saved;
    },
    async updateModule(tx: Tx, v: number, id: string, m: ModuleFields, userId: string) {
      const [row] = await tx<Row[]>`
        update training_modules set title = ${m.title}, description = ${m.description}, content = ${m.content},
          estimated_minutes = ${m.estimatedMinutes}, passing_score = ${m.passingScore}, is_active = ${m.isActive},
          recorded_by = ${userId}, updated_at = now(), version = ${v}
        where id = ${id} and deleted_at is null returning *`;
      return row ? toTrainingModule(row) : null;
    },
    /** Replaces a module's questions: listed ones are written in order, the rest are removed. */
    async replaceQuestions(tx: Tx, v: number, moduleId: string, questions: QuizQuestionInput[], userId: string) {
      const keep = questions.flatMap((q) => (q.id ? [q.id] : []));
      await tx`
        update quiz_questions set deleted_at = now(), version = ${v}
        where module_id = ${moduleId} and deleted_at is null and not (id = any(${keep}::uuid[]))`;
      for (const [i, q] of questions.entries()) {
        const id = q.id ?? crypto.randomUUID();
        await tx`
          insert into quiz_questions (id, module_id, question, options, correct_answer, explanation, question_order,
            recorded_by, version)
          values (${id}, ${moduleId}, ${q.question}, ${tx.json(q.options)}, ${q.correctAnswer}, ${q.explanation},
            ${i + 1}, ${userId}, ${v})
          on conflict (id) do update set question = excluded.question, options = excluded.options,
            correct_answer = excluded.correct_answer, explanation = excluded.explanation,
            question_order = excluded.question_order, recorded_by = excluded.recorded_by, version = excluded.version
          where quiz_questions.module_id = ${moduleId}`;
      }
    },
    async reorder(tx: Tx, v: number, moduleIds: string[]) {
      for (const [i, id] of moduleIds.entries()) {
        await tx`
          update training_modules set module_order = ${i + 1}, version = ${v}
          where id = ${id} and deleted_at is null and module_order <> ${i + 1}`;
      }
    },

    /** The progress record, locked for this transaction (one writer per employee and module). */
    async lockProgress(tx: Tx, employeeId: string, moduleId: string) {
      const [row] = await tx<Row[]>`
        select * from employee_progress where employee_id = ${employeeId} and module_id = ${moduleId} for update`;
      return row ? toEmployeeProgress(row) : null;
    },
    async saveProgress(
      tx: Tx,
      v: number,
      key: { id: string; employeeId: string; moduleId: string },
      p: ProgressState,
      userId: string,
      /** The attempt just scored; undefined keeps the last one (opening a module). */
      lastQuiz?: LastQuiz,
    ) {
      const last = lastQuiz === undefined ? null : tx.json(lastQuiz as never);
      const [row] = await tx<Row[]>`
        insert into employee_progress (id, employee_id, module_id, status, score, time_spent, attempts, started_at,
          completed_at, last_quiz, recorded_by, version)
        values (${key.id}, ${key.employeeId}, ${key.moduleId}, ${p.status}, ${p.score}, ${p.timeSpent}, ${p.attempts},
          ${p.startedAt}, ${p.completedAt}, ${last}, ${userId}, ${v})
        on conflict (employee_id, module_id) do update set status = excluded.status, score = excluded.score,
          time_spent = excluded.time_spent, attempts = excluded.attempts, started_at = excluded.started_at,
          completed_at = excluded.completed_at, last_quiz = coalesce(excluded.last_quiz, employee_progress.last_quiz),
          recorded_by = excluded.recorded_by, updated_at = now(), version = excluded.version
        returning *`;
      return toEmployeeProgress(row as Row);
    },
    /**
     * Awards the module's badge and, once every active module is completed, Training Complete.
     * The unique (employee, badge) key makes each award happen once however often it is asked.
     */
    async awardBadges(tx: Tx, v: number, employeeId: string, moduleId: string) {
      const earned = await tx<Row[]>`
        insert into employee_badges (employee_id, badge_id, version)
        select ${employeeId}, b.id, ${v} from badges b
        where b.is_active and b.deleted_at is null and (
          b.module_id = ${moduleId}
          or (b.module_id is null and not exists (
            select 1 from training_modules m
            where m.is_active and m.deleted_at is null and not exists (
              select 1 from employee_progress p
              where p.employee_id = ${employeeId} and p.module_id = m.id and p.status = 'completed'))))
        on conflict (employee_id, badge_id) do nothing
        returning *`;
      return earned.map(toEmployeeBadge);
    },

    /** Every employee × every module, for the office's completion view. */
    async completion() {
      const employees = await sql<Row[]>`
        select id, first_name, last_name, role from employees where deleted_at is null
        order by first_name, last_name`;
      const progress = await sql<Row[]>`
        select employee_id, module_id, status, score, attempts, greatest(updated_at, completed_at) as last_activity
        from employee_progress where deleted_at is null`;
      return { employees, progress };
    },
  };
}
export type TrainingRepository = ReturnType<typeof trainingRepository>;
