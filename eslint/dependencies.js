// The one-way dependency rule of ARCHITECTURE.md as one ESLint rule. `dependencyPolicies` turns the
// rule table (which of our packages each may import) and each package.json (what it declares)
// into one policy per folder; `nirmal/dependencies` checks every import, export … from and import()
// of a file against its folder's policy. A row's `areas` adds the rule between business areas inside
// a package: a file of one area imports only the shared pieces and its own area's folder.
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const names = (...records) => records.flatMap((record) => Object.keys(record ?? {}));
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * One policy per package folder and kind of file (its sources, its tests), for `files` blocks that
 * never overlap, so no later block can quietly replace an earlier one's options.
 *   table: { [folder]: { imports: ['@nirmal/x' | '@nirmal/x/entry', …], sources?: [dirs], builtins?: bool,
 *            refuse?: { [packageName]: why }, areas?: { folder: dir, shared: [paths] } } }
 *   `areas.folder` holds one folder per area; `areas.shared` the files and folders every area may import.
 */
export function dependencyPolicies(repoRoot, table) {
  const packagesDir = join(repoRoot, 'packages');
  const manifests = Object.fromEntries(
    readdirSync(packagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, readManifest(join(packagesDir, entry.name))]),
  );
  const unlisted = Object.keys(manifests).filter((folder) => !(folder in table));
  if (unlisted.length)
    throw new Error(`eslint: no dependency rule for packages/${unlisted.join(', packages/')}`);
  const workspace = Object.values(manifests);
  const rootTooling = names(readManifest(repoRoot).devDependencies);

  return Object.entries(table).flatMap(([folder, row]) => {
    const manifest = manifests[folder];
    // Consumers of a published package install its dependencies and peers, never its devDependencies.
    const installed = names(
      manifest.dependencies,
      manifest.peerDependencies,
      manifest.private ? manifest.devDependencies : {},
    );
    const entries = row.imports.flatMap((allowed) => entryPoints(workspace, allowed));
    const policy = {
      name: manifest.name,
      root: join(packagesDir, folder),
      arrows: row.imports,
      entries,
      declared: installed,
      builtins: row.builtins ?? false,
      refuse: row.refuse ?? {},
      areas: row.areas && {
        folder: join(packagesDir, folder, row.areas.folder),
        shared: row.areas.shared.map((path) => join(packagesDir, folder, path)),
      },
    };
    const tests = [`packages/${folder}/src/**/*.test.{ts,tsx}`, `packages/${folder}/test/**`];
    return [
      {
        files: (row.sources ?? ['src']).map((dir) => `packages/${folder}/${dir}/**`),
        ignores: tests,
        policy,
      },
      {
        files: tests,
        // Tests also reach the package's own devDependencies and the workspace's tools (Vitest).
        policy: {
          ...policy,
          declared: [...installed, ...names(manifest.devDependencies), ...rootTooling],
          builtins: true,
        },
      },
    ];
  });
}

// '@nirmal/domain' allows each entry of its exports map; '@nirmal/domain/contract' only that entry.
function entryPoints(workspace, allowed) {
  const target = workspace.find(
    (manifest) => allowed === manifest.name || allowed.startsWith(`${manifest.name}/`),
  );
  if (!target) throw new Error(`eslint: no workspace package for ${allowed}`);
  const entries = Object.keys(target.exports ?? { '.': '' })
    .filter((key) => !key.endsWith('.json'))
    .map((key) => (key === '.' ? target.name : `${target.name}${key.slice(1)}`));
  if (allowed === target.name) return entries;
  if (!entries.includes(allowed))
    throw new Error(`eslint: ${allowed} is not an entry point of ${target.name}`);
  return [allowed];
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports follow the one-way dependency rule and stay within what package.json declares',
    },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      path: '{{name}}: import another package by its name, never by a path into its files ({{specifier}}).',
      arrow: '{{name}} may import only {{arrows}} of ours (ARCHITECTURE.md), not {{specifier}}.',
      refused: '{{name}} may not import {{specifier}}: {{why}}',
      undeclared: '{{specifier}} is not declared in {{name}}’s package.json, so {{name}} may not import it.',
      builtin: '{{name}} also runs in the browser: no Node built-in modules ({{specifier}}).',
      area: '{{area}} may import only the shared pieces and its own folder, not {{specifier}}: work that spans areas is a flow (ARCHITECTURE.md).',
    },
  },
  create(context) {
    const [policy] = context.options;
    const ourScope = '@nirmal/';
    const check = (node, specifier) => {
      const problem = judge(policy, context.filename, specifier, ourScope);
      if (problem)
        context.report({
          node,
          messageId: problem.id,
          data: { name: policy.name, specifier, ...problem.data },
        });
    };
    const source = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string')
        check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: source,
      TSImportEqualsDeclaration(node) {
        const expression = node.moduleReference?.expression;
        if (expression?.type === 'Literal') check(expression, expression.value);
      },
    };
  },
};

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** The folder of the area a file belongs to (`<areas.folder>/<area>`), or null for a file of none. */
function areaOf(areas, filename) {
  if (!areas || !inside(filename, areas.folder)) return null;
  const [area, ...rest] = filename.slice(areas.folder.length + 1).split(sep);
  return rest.length > 0 ? join(areas.folder, area) : null;
}

function judge(policy, filename, specifier, ourScope) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = resolve(dirname(filename), specifier);
    if (!inside(target, policy.root)) return { id: 'path' };
    const area = areaOf(policy.areas, filename);
    if (area && !inside(target, area) && !policy.areas.shared.some((shared) => inside(target, shared))) {
      return { id: 'area', data: { area: area.slice(policy.root.length + 1) } };
    }
    return undefined;
  }
  if (specifier.startsWith('node:') || builtinModules.includes(packageName(specifier))) {
    return policy.builtins ? undefined : { id: 'builtin' };
  }
  const name = packageName(specifier);
  if (name.startsWith(ourScope)) {
    if (
      specifier
        .split('/')
        .slice(2)
        .some((part) => ['src', 'app', 'server', 'test'].includes(part))
    ) {
      return { id: 'path' };
    }
    if (!policy.entries.includes(specifier)) {
      return { id: 'arrow', data: { arrows: policy.arrows.join(', ') || 'nothing' } };
    }
    return policy.declared.includes(name) ? undefined : { id: 'undeclared' };
  }
  if (name in policy.refuse) return { id: 'refused', data: { why: policy.refuse[name] } };
  return policy.declared.includes(name) ? undefined : { id: 'undeclared' };
}

export const dependenciesPlugin = { rules: { dependencies: rule } };
