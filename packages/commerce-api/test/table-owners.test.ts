// Every table has one owner: it is created by the migrations of the module that owns it, and no
// other module's code, nor any flow's, names it in SQL (other areas and the flows go through the
// owner's functions). Read from the sources: each module's CREATE TABLEs, and the tables each
// module's and each flow's statements name.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const modulesDir = join(import.meta.dirname, '../src/modules');
const flowsDir = join(import.meta.dirname, '../src/flows');
const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const filesOf = (dir: string, ending: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending) && !name.endsWith(`.test${ending}`))
    .map((name) => join(dir, name));

const created = (sql: string) =>
  [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map(([, table = '']) => table.toLowerCase());

/** Tables a statement reads or writes: after FROM, JOIN, INTO, UPDATE (not REFERENCES in a schema). */
const named = (code: string) =>
  new Set([...code.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(\w+)/g)].map(([, table = '']) => table));

const owners = new Map<string, string[]>();
for (const area of areas) {
  const migrations = join(modulesDir, area, 'migrations');
  const sqlFiles = readdirSync(join(modulesDir, area)).includes('migrations')
    ? filesOf(migrations, '.sql')
    : [];
  for (const file of sqlFiles) {
    for (const table of created(readFileSync(file, 'utf8'))) {
      owners.set(table, [...(owners.get(table) ?? []), area]);
    }
  }
}

/** The module tables the `.ts` files under `dir` name in SQL. */
const tablesNamedIn = (dir: string) =>
  new Set(
    filesOf(dir, '.ts')
      .flatMap((file) => [...named(readFileSync(file, 'utf8'))])
      .filter((table) => owners.has(table)),
  );

describe('every table has one owner', () => {
  test('each table is created by one module only', () => {
    const shared = [...owners].filter(([, creators]) => creators.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(30);
  });

  test("a module's statements name its own tables, never another module's", () => {
    const foreign = areas.flatMap((area) =>
      [...tablesNamedIn(join(modulesDir, area))]
        .filter((table) => !owners.get(table)?.includes(area))
        .map((table) => `${area} names ${table}`),
    );
    expect(foreign).toEqual([]);
  });

  test("a flow's work names no module's table: it calls the owners' functions", () => {
    const flows = readdirSync(flowsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const naming = flows.flatMap(({ name }) =>
      [...tablesNamedIn(join(flowsDir, name))].map((table) => `${name} names ${table}`),
    );
    expect(flows.length).toBeGreaterThan(10);
    expect(naming).toEqual([]);
  });

  test('the reading finds the tables a statement names, and not those a schema references', () => {
    const statement = `WITH up AS (SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id)
      INSERT INTO coupon_products SELECT 1 FROM up; UPDATE customers SET x = 1;
      CREATE TABLE t (id text REFERENCES hubs (code))`;
    expect([...named(statement)].sort()).toEqual([
      'categories',
      'coupon_products',
      'customers',
      'products',
      'up',
    ]);
  });
});
