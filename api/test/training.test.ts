/** Training portal API (decisions 0080–0083): seeded content, who may record progress, badges once, clean HTML. */
import { randomUUID } from 'node:crypto';
import {
  CompletionReportSchema,
  EmployeeProgressSchema,
  QuizQuestionSchema,
  type TrainingModule,
  TrainingModuleSchema,
  TrainingModuleWithQuestionsSchema,
} from '@haul/shared';
import { buildFinishQuiz } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_MODULES } from '../src/db/seed/training/index.ts';
import { sanitizeTrainingHtml } from '../src/services/training-html.ts';
import { readError, useHarness } from './harness.ts';
import { mutation, pullAll, pushOk, seedJob } from './sync-support.ts';

const h = useHarness();
let admin: string;
let crew: string;
/** The employee the crew account belongs to, and someone else. */
let self: string;
let other: string;
let modules: TrainingModule[];

const HOSTILE =
  '<h2>Ladders</h2><script>fetch("/api/x")</script><p onclick="steal()">Three points of contact.' +
  '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">more</a>' +
  '<a href=" JaVaScRiPt:alert(2)">again</a><a href="https://www.osha.gov/">OSHA</a></p>' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(3)"></svg>';

/** The key is the office's (editor) only: a phone never receives it (decision 0235). */
const keyedQuestions = async (moduleId: string) => {
  const res = await h.json('GET', `/api/training/modules/${moduleId}`, undefined, { cookie: admin });
  return TrainingModuleWithQuestionsSchema.parse(await res.json()).questions;
};

const answersFor = async (moduleId: string, rightCount: number) => {
  const questions = await keyedQuestions(moduleId);
  return questions.map((q, i) => (i < rightCount ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length));
};

const moduleInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ladder Safety',
  description: 'Three points of contact.',
  content: '<p>Face the ladder.</p>',
  estimatedMinutes: 5,
  passingScore: 80,
  isActive: true,
  questions: [
    {
      question: 'How many points of contact?',
      options: ['One', 'Three'],
      correctAnswer: 1,
      explanation: 'Always three.',
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  admin = await h.signIn('admin');
  const mine = await seedJob(h, admin);
  self = mine.employeeId;
  // The crew member's own account (decision 0051), acting only as `self`.
  crew = mine.crew;
  other = (await seedJob(h, admin)).employeeId;
  const res = await h.json('GET', '/api/training/modules', undefined, { cookie: crew });
  modules = TrainingModuleSchema.array().parse(await res.json());
});

describe('seeded training content', () => {
  it('every new database has the eight modules in order, each 5–15 minutes with 5–8 explained questions', async () => {
    expect(modules.map((m) => m.title)).toEqual(TRAINING_MODULES.map((m) => m.title));
    expect(modules.length).toBeGreaterThanOrEqual(8);
    for (const m of modules) {
      expect(m.estimatedMinutes).toBeGreaterThanOrEqual(5);
      expect(m.estimatedMinutes).toBeLessThanOrEqual(15);
      const questions = await keyedQuestions(m.id);
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(questions.length).toBeLessThanOrEqual(8);
      for (const q of questions) {
        expect(q.explanation?.length).toBeGreaterThan(10);
        expect(q.correctAnswer).toBeLessThan(q.options.length);
      }
    }
  });

  it('seeded content is already clean HTML (sanitising it changes nothing)', () => {
    for (const m of TRAINING_MODULES) expect(sanitizeTrainingHtml(m.content)).toBe(m.content.trim());
  });

  it('links stay on this site unless they say their scheme: no `//host` or `/\\host` (issue 23 §10)', () => {
    const hrefOf = (href: string) =>
      /href="([^"]*)"/.exec(sanitizeTrainingHtml(`<a href="${href}">x</a>`))?.[1] ?? null;
    for (const offSite of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
    ])
      expect(hrefOf(offSite), offSite).toBeNull();
    for (const fine of ['/onboarding', '#step-2', 'https://www.osha.gov/', 'tel:4045550100'])
      expect(hrefOf(fine), fine).toBe(fine);
  });
});

describe('recording progress', () => {
  it('a crew member records their own progress; another employee’s is refused, REST and sync alike', async () => {
    const moduleId = modules[0]?.id ?? '';
    const own = await h.json(
      'POST',
      '/api/training/progress',
      { action: 'open', employeeId: self, moduleId },
      { cookie: crew },
    );
    expect(own.status).toBe(201);
    expect(EmployeeProgressSchema.parse(await own.json())).toMatchObject({ status: 'in_progress', attempts: 0 });

    const theirs = await h.json(
      'POST',
      '/api/training/progress',
      { action: 'open', employeeId: other, moduleId },
      { cookie: crew },
    );
    expect(theirs.status).toBe(403);
    expect((await readError(theirs)).code).toBe('forbidden');

    const client = randomUUID();
    const res = await pushOk(h, crew, client, [
      mutation(1, 'finishQuiz', { id: randomUUID(), ...buildFinishQuiz(other, moduleId, [0, 0, 0, 0, 0, 0]) }),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
    const rows = await h.db.sql`select 1 from employee_progress where employee_id = ${other}`;
    expect(rows).toHaveLength(0);
    // Reading someone else's progress is refused too; admins read anyone's.
    expect(
      (await h.json('GET', `/api/training/progress?employeeId=${other}`, undefined, { cookie: crew })).status,
    ).toBe(403);
    expect(
      (await h.json('GET', `/api/training/progress?employeeId=${self}`, undefined, { cookie: admin })).status,
    ).toBe(200);
  });

  it('records who made the write beside whose record it is', async () => {
    const [row] = await h.db.sql<{ employee_id: string | null; role: string }[]>`
      select u.employee_id, u.role from employee_progress p join users u on u.id = p.recorded_by
      where p.employee_id = ${self}`;
    expect(row).toEqual({ employee_id: self, role: 'crew' });
  });

  it('scores on the server: a fail counts an attempt and keeps Retry; a pass completes and awards the badge once', async () => {
    const module = modules[1];
    if (!module) throw new Error('no second module');
    const client = randomUUID();
    const failing = await answersFor(module.id, 1);
    const passing = await answersFor(module.id, failing.length);
    const finish = (id: number, answers: number[]) =>
      mutation(id, 'finishQuiz', { id: randomUUID(), ...buildFinishQuiz(self, module.id, answers) });
    await pushOk(h, crew, client, [
      mutation(1, 'openTrainingModule', { id: randomUUID(), employeeId: self, moduleId: module.id }),
      finish(2, failing),
    ]);
    const [failed] = await h.db.sql`
      select status, score, attempts, time_spent from employee_progress where employee_id = ${self} and module_id = ${module.id}`;
    expect(failed).toEqual({ status: 'failed', score: Math.round(100 / failing.length), attempts: 1, time_spent: 6 });

    const passed = await pushOk(h, crew, client, [finish(3, passing), finish(4, passing)]);
    // The same push replayed (lost response) must not award again either.
    await pushOk(h, crew, client, [finish(3, passing), finish(4, passing)]);
    expect(passed.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [done] = await h.db.sql`
      select status, score, attempts from employee_progress where employee_id = ${self} and module_id = ${module.id}`;
    expect(done).toEqual({ status: 'completed', score: 100, attempts: 3 });
    const badges = await h.db.sql`
      select b.name from employee_badges eb join badges b on b.id = eb.badge_id where eb.employee_id = ${self}`;
    expect(badges).toEqual([{ name: TRAINING_MODULES[1]?.badge.name }]);

    // The crew's pull carries their own progress and badge, and nobody else's.
    const { rows } = await pullAll(h, crew);
    const pulled = [...rows.values()];
    expect(pulled.filter((r) => r.badgeId && r.employeeId === self)).toHaveLength(1);
    expect(pulled.filter((r) => r.employeeId === other && 'status' in r && 'moduleId' in r)).toHaveLength(0);
  });

  it('the phone never gets the answer key: it gets its scored attempt, the right options only once passed (issue 23 §10)', async () => {
    const module = modules[2];
    if (!module) throw new Error('no third module');
    const asCrew = await h.json('GET', `/api/training/modules/${module.id}/questions`, undefined, { cookie: crew });
    const served = (await asCrew.json()) as Record<string, unknown>[];
    expect(served.length).toBeGreaterThan(0);
    for (const q of served) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    QuizQuestionSchema.array().parse(served);
    for (const viewer of [crew, admin]) {
      const { rows } = await pullAll(h, viewer);
      const questions = [...rows.values()].filter((r) => 'question' in r && 'options' in r);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        expect(q).not.toHaveProperty('correctAnswer');
        expect(q).not.toHaveProperty('explanation');
      }
    }

    const keyed = await keyedQuestions(module.id);
    const client = randomUUID();
    const progress = async () => {
      const res = await h.json('GET', `/api/training/progress?employeeId=${self}`, undefined, { cookie: crew });
      return EmployeeProgressSchema.array()
        .parse(await res.json())
        .find((p) => p.moduleId === module.id);
    };
    const failing = await answersFor(module.id, 1);
    await pushOk(h, crew, client, [
      mutation(1, 'finishQuiz', { id: randomUUID(), ...buildFinishQuiz(self, module.id, failing) }),
    ]);
    const failed = await progress();
    expect(failed?.lastQuiz).toEqual({
      score: Math.round(100 / keyed.length),
      passed: false,
      // Before a pass: right or not, and an explanation only for the right answer.
      review: keyed.map((q, i) => ({
        correct: i === 0,
        rightOption: null,
        explanation: i === 0 ? q.explanation : null,
      })),
    });

    await pushOk(h, crew, client, [
      mutation(2, 'finishQuiz', {
        id: randomUUID(),
        ...buildFinishQuiz(self, module.id, await answersFor(module.id, 99)),
      }),
    ]);
    const passed = await progress();
    expect(passed).toMatchObject({ attempts: 2, status: 'completed', score: 100 });
    expect(passed?.lastQuiz).toEqual({
      score: 100,
      passed: true,
      review: keyed.map((q) => ({ correct: true, rightOption: q.correctAnswer, explanation: q.explanation })),
    });
    // The pull carries the same result to the phone.
    const { rows } = await pullAll(h, crew);
    expect(rows.get(String(passed?.id))).toMatchObject({ lastQuiz: passed?.lastQuiz });
  });

  it('Training Complete is awarded once when every active module is completed', async () => {
    const client = randomUUID();
    let id = 1;
    for (const m of modules) {
      const answers = await answersFor(m.id, 99);
      await pushOk(h, crew, client, [
        mutation(id++, 'finishQuiz', { id: randomUUID(), ...buildFinishQuiz(self, m.id, answers) }),
      ]);
    }
    const names = await h.db.sql<{ name: string }[]>`
      select b.name from employee_badges eb join badges b on b.id = eb.badge_id where eb.employee_id = ${self}`;
    expect(names.filter((n) => n.name === 'Training Complete')).toHaveLength(1);
    expect(names).toHaveLength(modules.length + 1);
  });
});

describe('module editor', () => {
  it('crews cannot create or edit modules; admins can', async () => {
    const moduleId = modules[2]?.id ?? '';
    expect((await h.json('POST', '/api/training/modules', moduleInput(), { cookie: crew })).status).toBe(403);
    expect((await h.json('PUT', `/api/training/modules/${moduleId}`, moduleInput(), { cookie: crew })).status).toBe(
      403,
    );
    expect((await h.json('GET', '/api/training/completion', undefined, { cookie: crew })).status).toBe(403);

    const created = await h.json('POST', '/api/training/modules', moduleInput(), { cookie: admin });
    expect(created.status).toBe(201);
    const saved = TrainingModuleWithQuestionsSchema.parse(await created.json());
    expect(saved).toMatchObject({ title: 'Ladder Safety', moduleOrder: modules.length + 1 });
    expect(saved.questions).toHaveLength(1);

    const edited = await h.json(
      'PUT',
      `/api/training/modules/${saved.id}`,
      moduleInput({ title: 'Ladder Safety 2', isActive: false }),
      { cookie: admin },
    );
    expect(edited.status).toBe(200);
    // Deactivated: crews no longer list it, admins still do.
    const crewList = TrainingModuleSchema.array().parse(
      await (await h.json('GET', '/api/training/modules', undefined, { cookie: crew })).json(),
    );
    expect(crewList.some((m) => m.id === saved.id)).toBe(false);
  });

  it('refuses bad module input with field messages, never a 500', async () => {
    const res = await h.json(
      'POST',
      '/api/training/modules',
      moduleInput({
        title: 'x'.repeat(201),
        questions: [{ question: 'Q', options: ['A', 'B'], correctAnswer: 5, explanation: 'E' }],
      }),
      { cookie: admin },
    );
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['title', 'questions.0.correctAnswer']));
  });

  it('hostile HTML is stored and served clean: no <script>, no onerror=, no javascript: link', async () => {
    const moduleId = modules[3]?.id ?? '';
    const res = await h.json('PUT', `/api/training/modules/${moduleId}`, moduleInput({ content: HOSTILE }), {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const [stored] = await h.db.sql<{ content: string }[]>`select content from training_modules where id = ${moduleId}`;
    const served = TrainingModuleSchema.array()
      .parse(await (await h.json('GET', '/api/training/modules', undefined, { cookie: crew })).json())
      .find((m) => m.id === moduleId)?.content;
    const { rows } = await pullAll(h, crew);
    const pulled = String(rows.get(moduleId)?.content);
    for (const html of [stored?.content ?? '', served ?? '', pulled]) {
      expect(html).toContain('Three points of contact.');
      expect(html).toContain('href="https://www.osha.gov/"');
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img/i);
    }
  });

  it('reorders modules and reports completion per employee and module', async () => {
    const ids = modules.map((m) => m.id).reverse();
    const res = await h.json('POST', '/api/training/module-order', { moduleIds: ids }, { cookie: admin });
    expect(res.status).toBe(200);
    const listed = TrainingModuleSchema.array().parse(await res.json());
    expect(listed.slice(0, ids.length).map((m) => m.id)).toEqual(ids);

    const report = CompletionReportSchema.parse(
      await (await h.json('GET', '/api/training/completion', undefined, { cookie: admin })).json(),
    );
    const row = report.rows.find((r) => r.employeeId === self);
    expect(row?.completed).toBe(modules.length);
    expect(row?.cells.find((c) => c.moduleId === modules[1]?.id)).toMatchObject({
      status: 'completed',
      attempts: 4,
      score: 100,
    });
    expect(report.rows.find((r) => r.employeeId === other)?.completed).toBe(0);
  });
});
