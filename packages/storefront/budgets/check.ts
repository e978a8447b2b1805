// `node packages/storefront/budgets/check.ts`, a step of `pnpm test` after the build: fails when
// any route of the built storefront sends more JavaScript on first load than its budget allows.
import { fileURLToPath } from 'node:url';
import { javascriptBudgets } from './budgets.ts';
import { measureClientBuild, overBudget, toKb } from './first-load-js.ts';

const clientDir = process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url));
const routes = await measureClientBuild(clientDir);

console.log(`${'route'.padEnd(24)} ${'first load'.padStart(10)} ${'own'.padStart(8)}   (KB gzip)`);
for (const { routeId, firstLoad, own } of routes)
  console.log(`${routeId.padEnd(24)} ${toKb(firstLoad).padStart(10)} ${toKb(own).padStart(8)}`);
console.log(
  `budgets: ${javascriptBudgets.firstLoadKb} KB first load, ${javascriptBudgets.routeOwnKb} KB own`,
);

const violations = overBudget(routes);
for (const { message } of violations) console.error(`✘ ${message}`);
process.exit(violations.length > 0 ? 1 : 0);
