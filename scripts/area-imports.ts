// Counts the imports that break commerce-api's areas, read from its sources (tests left out):
// - module to module: a file of src/modules/<area>/ importing another area's folder;
// - upward: a shared piece (anything under src/ but the areas, the flows and the composition roots
//   that assemble them) importing an area or a flow.
// `node scripts/area-imports.ts` prints both counts; `--list` names each import as well; `--src DIR`
// counts another copy of the sources (an earlier commit's, from `git archive`).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const srcFlag = process.argv.indexOf('--src');
const src =
  srcFlag > 0
    ? resolve(process.argv[srcFlag + 1] ?? '.')
    : join(import.meta.dirname, '../packages/commerce-api/src');
/** The files that assemble the areas and flows into a server, so they import them by design. */
const compositionRoots = new Set(['app.ts', 'index.ts', 'main.ts', 'backup-cli.ts', 'modules/index.ts']);

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.replaceAll('\\', '/'));

const relativeImports = (file: string): string[] =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    ([, target = '']) => relative(src, resolve(dirname(join(src, file)), target)).replaceAll('\\', '/'),
  );

/** The area a path lies in (`modules/<area>/…`), or null for the shared pieces and the flows. */
const areaOf = (path: string): string | null => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
/** The areas, the flows and the list of them all. */
const isAreaOrFlow = (path: string) =>
  areaOf(path) !== null || path.startsWith('flows/') || path === 'modules/index.ts';

const moduleToModule: string[] = [];
const upward: string[] = [];
for (const file of sources) {
  for (const target of relativeImports(file)) {
    const from = areaOf(file);
    if (from !== null && areaOf(target) !== null && areaOf(target) !== from) {
      moduleToModule.push(`${file} -> ${target}`);
    } else if (
      from === null &&
      !file.startsWith('flows/') &&
      !compositionRoots.has(file) &&
      isAreaOrFlow(target)
    ) {
      upward.push(`${file} -> ${target}`);
    }
  }
}

console.log(`module to module imports: ${moduleToModule.length}`);
console.log(`upward imports: ${upward.length}`);
if (process.argv.includes('--list')) console.log([...moduleToModule, ...upward].join('\n'));
