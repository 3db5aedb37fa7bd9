/**
 * Reference data, not demo data: the training modules, their questions and badges are written
 * into every new database once, inside the migration run (decision 0080). A marker row in
 * `schema_migrations` makes it run once per database, so an admin who edits or removes a seeded
 * module never sees it come back.
 */
import { nextVersion } from '../change-version.ts';
import type { Tx } from '../client.ts';
import { TRAINING_COMPLETE_BADGE, TRAINING_MODULES } from './training/index.ts';

const MARKER = 'seed:training-content';

export async function seedTrainingContent(tx: Tx): Promise<boolean> {
  const [done] = await tx`select 1 from schema_migrations where name = ${MARKER}`;
  if (done) return false;
  const version = await nextVersion(tx);
  for (const [order, m] of TRAINING_MODULES.entries()) {
    const [row] = await tx<{ id: string }[]>`
      insert into training_modules (title, description, content, module_order, estimated_minutes, passing_score, version)
      values (${m.title}, ${m.description}, ${m.content.trim()}, ${order + 1}, ${m.estimatedMinutes},
              ${m.passingScore ?? 80}, ${version})
      returning id`;
    const moduleId = (row as { id: string }).id;
    for (const [i, q] of m.questions.entries()) {
      await tx`
        insert into quiz_questions (module_id, question, options, correct_answer, explanation, question_order, version)
        values (${moduleId}, ${q.question}, ${tx.json(q.options)}, ${q.correctAnswer}, ${q.explanation}, ${i + 1}, ${version})`;
    }
    await tx`
      insert into badges (name, description, icon, criteria, points, module_id, version)
      values (${m.badge.name}, ${m.badge.description}, ${m.badge.icon}, ${`Complete "${m.title}"`},
              ${m.badge.points}, ${moduleId}, ${version})`;
  }
  const b = TRAINING_COMPLETE_BADGE;
  await tx`
    insert into badges (name, description, icon, criteria, points, version)
    values (${b.name}, ${b.description}, ${b.icon}, ${b.criteria}, ${b.points}, ${version})`;
  await tx`insert into schema_migrations (name) values (${MARKER})`;
  return true;
}
