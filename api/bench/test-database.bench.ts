/**
 * How long a test file waits for its database: a fresh embedded cluster migrated from scratch
 * (the old way) against a copy of the migrated template (test/database-template.ts), in
 * alternating pairs so machine load hits both alike. Run: `pnpm --filter @haul/api exec tsx
 * bench/test-database.bench.ts [pairs]`. Prints each median and the ratio.
 */
import { openEmbedded } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { pgliteTemplate } from '../test/database-template.ts';

const pairs = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function timed(open: () => Promise<{ close(): Promise<void> }>): Promise<number> {
  const started = performance.now();
  const db = await open();
  const ms = performance.now() - started;
  await db.close();
  return ms;
}

await pgliteTemplate(); // made once, as the first test file of a run would
const fresh: number[] = [];
const copied: number[] = [];
for (let i = 0; i < pairs; i++) {
  fresh.push(
    await timed(async () => {
      const db = await openEmbedded(undefined);
      await migrate(db.sql);
      return db;
    }),
  );
  copied.push(await timed(async () => openEmbedded(undefined, await pgliteTemplate())));
}
const [f, c] = [median(fresh), median(copied)];
console.log(`fresh + migrate: ${Math.round(f)} ms median; template copy: ${Math.round(c)} ms median`);
console.log(`template copy / fresh = ${(c / f).toFixed(2)} (${pairs} alternating pairs)`);
