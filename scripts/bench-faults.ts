// `pnpm bench:faults`: PostgreSQL restarted under buyers. Starts a PostgreSQL server of its own and
// commerce-api over it as its own process, sends FAULTS_BUYERS (8) buyers round cart → checkout →
// paying in the sandbox → the provider's return, and FAULTS_AFTER_SECONDS (8) in, stops PostgreSQL
// (`pg_ctl stop -m fast`), keeps it down FAULTS_DOWN_SECONDS (3) and starts it again. The buyers go
// on for FAULTS_SECONDS (25) in all, retrying what failed as a person would.
//
// It prints what the calls were answered while the database was away, what /readyz said and when,
// and checks: no call hung or went unanswered, every failure was a 503 with a message, commerce-api
// recovered by itself (the same process, ready again), and the database, read afterwards, has every
// order placed once, every payment taken recorded, each order paid at most once. Exits 1 otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@nirmal/commerce-api';
import { buyerCalls, createAnswers, PRODUCT, type Buyer } from './faults/buyer.ts';
import { startPostgres } from './faults/postgres-server.ts';
import { checkDatabase } from './load/database-check.ts';
import { createLedger } from './load/rounds.ts';
import { repoRoot } from './process.ts';
import { benchAddress } from './load/address.ts';

const BUYERS = Number(process.env.FAULTS_BUYERS ?? 8);
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 25);
const AFTER_SECONDS = Number(process.env.FAULTS_AFTER_SECONDS ?? 8);
const DOWN_SECONDS = Number(process.env.FAULTS_DOWN_SECONDS ?? 3);
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 4400);
const apiUrl = `http://localhost:${API_PORT}`;
const ADDRESS = benchAddress('Fault Tester');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

const folder = await mkdtemp(join(tmpdir(), 'nirmal-bench-faults-'));
const problems: string[] = [];
let api: ChildProcess | undefined;
const postgres = await startPostgres(folder);

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function untilReady(seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if ((await fetch(`${apiUrl}/readyz`).catch(() => null))?.ok) return;
    await sleep(250);
  }
  throw new Error(`commerce-api was not ready within ${seconds} s (its log: ${folder}/commerce-api.log)`);
}

/** /readyz every 250 ms: each change of its answer, with when it came. */
function watchReadiness(start: number) {
  const changes: string[] = [];
  let last = '';
  let watching = true;
  const done = (async () => {
    while (watching) {
      const answer = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => `${response.status} ${(await response.json()).reason ?? 'ready'}`)
        .catch((error: unknown) => `no answer (${error instanceof Error ? error.message : error})`);
      const said = answer.replace(/\d+ ms/, 'N ms');
      if (said !== last) changes.push(`${since(start)}: ${answer}`);
      last = said;
      await sleep(250);
    }
  })();
  return {
    changes,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}

try {
  console.log(
    `bench:faults: ${BUYERS} buyers for ${SECONDS} s over a PostgreSQL server of its own, ` +
      `stopped (fast) after ${AFTER_SECONDS} s and started again ${DOWN_SECONDS} s later`,
  );
  const log = openSync(join(folder, 'commerce-api.log'), 'a');
  api = spawn(process.execPath, ['packages/commerce-api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      DATABASE_URL: postgres.url,
      OTP_MAX_SENDS_PER_ADDRESS: String(BUYERS * 2 + 10),
    },
    stdio: ['ignore', log, log],
  });
  await untilReady(120);

  // Enough of the product at every hub for the run: sold out, checkouts would stop on it, not on the fault.
  const stock = await openDatabase({ databaseUrl: postgres.url }, new Date());
  await stock
    .query(
      `UPDATE inventory SET quantity = 10000
        WHERE material_id = (SELECT material_id FROM products WHERE product_id = $1)`,
      [PRODUCT],
    )
    .finally(() => stock.close());

  const answers = createAnswers();
  const ledger = createLedger();
  const calls = buyerCalls(apiUrl, answers);
  // Numbers of this run's own (95, then 8 digits): new customers, who sign up on first sign-in.
  const mobilePrefix = `95${String(Date.now() % 100_000).padStart(5, '0')}`;
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, index) =>
      calls.signUp(`${mobilePrefix}${String(index).padStart(3, '0')}`, ADDRESS),
    ),
  );

  const start = performance.now();
  const readiness = watchReadiness(start);
  const fault = (async () => {
    await sleep(AFTER_SECONDS * 1000);
    await postgres.stop();
    console.log(`  ${since(start)}: PostgreSQL stopped`);
    await sleep(DOWN_SECONDS * 1000);
    await postgres.start();
    console.log(`  ${since(start)}: PostgreSQL started again`);
  })();
  const stuck: string[] = [];
  let peakLoad = 0;
  const sampling = setInterval(() => (peakLoad = Math.max(peakLoad, loadavg()[0] ?? 0)), 1000);
  await Promise.all(
    buyers.map(async (buyer: Buyer) => {
      while (performance.now() - start < SECONDS * 1000) {
        await calls.checkout(buyer, ledger).catch(async (error: unknown) => {
          stuck.push(`${buyer.mobile}: ${error instanceof Error ? error.message : error}`);
          await sleep(1_000);
        });
      }
    }),
  );
  await fault;
  clearInterval(sampling);
  await readiness.stop();

  const recovered = readiness.changes.at(-1)?.endsWith('200 ready') ?? false;
  console.log(`\n  /readyz said:\n${readiness.changes.map((change) => `    ${change}`).join('\n')}`);
  console.log(
    `\n  calls answered: ${answers.succeeded}; slowest answer ${Math.round(answers.slowestMs)} ms; ` +
      'failures, by status, message and call:',
  );
  for (const [failure, count] of answers.failures) console.log(`    ${count}× ${failure}`);
  for (const [change, count] of answers.changes)
    console.log(`  placing an order answered changed (${change}) ${count}×, and was placed again`);
  const paid = buyers.reduce((sum, buyer) => sum + buyer.paid.length, 0);
  console.log(`  checkouts paid: ${paid}; load average at most ${peakLoad.toFixed(1)} during the run`);

  if (answers.hung > 0) problems.push(`${answers.hung} calls got no answer within 15 s`);
  for (const [failure] of answers.failures)
    if (!/^503 \w/.test(failure)) problems.push(`a failure that is not a 503 with a message: ${failure}`);
  if (api.exitCode !== null || api.signalCode !== null) problems.push('commerce-api exited during the run');
  if (!recovered) problems.push('commerce-api was not ready again after PostgreSQL came back');
  for (const line of stuck) problems.push(`a checkout that could not finish: ${line}`);

  await stop(api);
  const db = await openDatabase({ databaseUrl: postgres.url }, new Date());
  try {
    const check = await checkDatabase(db, ledger, mobilePrefix);
    // Every return that landed on the success page paid its order, once.
    const paidOrders = await db.query<{ id: string }>(
      `SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE c.mobile LIKE $1 AND o.status = 'paid'`,
      [`${mobilePrefix}%`],
    );
    const inDatabase = new Set(paidOrders.map(({ id }) => id));
    const unpaid = buyers.flatMap((buyer) => buyer.paid).filter((id) => !inDatabase.has(id));
    if (unpaid.length > 0) problems.push(`orders shown as paid that are not: ${unpaid.join(', ')}`);
    check.facts.push(`${paid} orders shown as paid, each paid in the database`);
    console.log(`\n  database check:\n${check.facts.map((fact) => `    ${fact}`).join('\n')}`);
    problems.push(...check.problems);
  } finally {
    await db.close();
  }

  if (problems.length > 0) {
    console.error(`\n  ${problems.length} problems:\n    ${problems.join('\n    ')}`);
    console.error(
      `\n  commerce-api's log:\n${(await readFile(join(folder, 'commerce-api.log'), 'utf8')).slice(-4000)}`,
    );
    process.exitCode = 1;
  } else console.log('\n  passed: every call answered, failures were 503s with a message, nothing lost');
} finally {
  if (api) await stop(api);
  await postgres.stop().catch(() => {});
  if (process.env.BENCH_KEEP_LOGS) console.log(`logs kept in ${folder}`);
  else await rm(folder, { recursive: true, force: true });
}
