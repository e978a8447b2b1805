// The documentation keeps working: every relative link in README.md, docs/ and the packages'
// READMEs leads to a file (and, with #anchor, to a heading of it), the README shows the commands
// package.json defines, and every § the code cites has its section in docs/product-requirements.md.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');

/** README.md, docs/**\/*.md and packages/*\/README.md, as absolute paths. */
function markdownFiles(): string[] {
  const docs = walk(join(repoRoot, 'docs'), (name) => name.endsWith('.md'));
  const packages = readdirSync(join(repoRoot, 'packages'))
    .map((name) => join(repoRoot, 'packages', name, 'README.md'))
    .filter((path) => existsSync(path));
  return [join(repoRoot, 'README.md'), ...docs, ...packages];
}

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'build',
  'dist',
  'dist-pack',
  '.react-router',
  'storybook-static',
  '__screenshots__',
]);

function walk(folder: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path, keep);
    return entry.isFile() && keep(entry.name) ? [path] : [];
  });
}

/** The Markdown with fenced code blocks blanked (line numbers kept). */
function withoutFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

// A code span becomes a plain word: what looks like a link inside it is not one.
const withoutCodeSpans = (line: string) => line.replace(/(`+)[^`]*?\1/g, 'code');

/** GitHub's anchor for a heading: the rendered text lower-cased, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file's headings get, duplicates numbered as GitHub numbers them. */
function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(read(path))) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  file: string;
  line: number;
  target: string;
}

/** Inline links and images, and reference definitions; reference uses must have a definition. */
function linksOf(file: string): { links: Link[]; undefinedReferences: Link[] } {
  const lines = withoutFences(read(file));
  const links: Link[] = [];
  const definitions = new Set<string>();
  const uses: Link[] = [];
  lines.forEach((raw, index) => {
    const line = withoutCodeSpans(raw);
    const definition = /^\s{0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?/.exec(line);
    if (definition) {
      definitions.add(definition[1]!.toLowerCase());
      links.push({ file, line: index + 1, target: definition[2]! });
      return;
    }
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, line: index + 1, target: match[1]! });
    }
    for (const match of line.matchAll(/\[([^\]]+)\]\[([^\]]*)\]/g)) {
      uses.push({ file, line: index + 1, target: (match[2] || match[1])!.toLowerCase() });
    }
  });
  return { links, undefinedReferences: uses.filter((use) => !definitions.has(use.target)) };
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Why a relative link does not work, or undefined when it does. */
function brokenBecause({ file, target }: Link): string | undefined {
  if (target === '') return 'empty link';
  const [pathPart = '', anchor] = target.split('#', 2);
  const path = decodeURIComponent(pathPart);
  let destination = file;
  if (path.startsWith('/')) destination = join(repoRoot, path);
  else if (path !== '') destination = resolve(dirname(file), path);
  if (!existsSync(destination)) return `no file ${relative(repoRoot, destination)}`;
  if (anchor === undefined) return undefined;
  if (!destination.endsWith('.md') || statSync(destination).isDirectory()) {
    return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : `#${anchor} points into a file without headings`;
  }
  return anchorsOf(destination).has(decodeURIComponent(anchor))
    ? undefined
    : `no heading #${anchor} in ${relative(repoRoot, destination)}`;
}

describe('documentation links', () => {
  const files = markdownFiles();

  it('finds the README, the docs pages and the packages READMEs', () => {
    const names = files.map((file) => relative(repoRoot, file));
    expect(names).toContain('README.md');
    expect(names).toContain('docs/product-requirements.md');
    expect(names.filter((name) => name.startsWith('packages/')).length).toBeGreaterThanOrEqual(5);
    const relativeLinks = files
      .flatMap((file) => linksOf(file).links)
      .filter((link) => !isExternal(link.target));
    expect(relativeLinks.length).toBeGreaterThan(50);
  });

  it('has every relative link lead to an existing file and heading', () => {
    const broken = files
      .flatMap((file) => linksOf(file).links)
      .filter((link) => !isExternal(link.target))
      .flatMap((link) => {
        const reason = brokenBecause(link);
        return reason ? [`${relative(repoRoot, link.file)}:${link.line} ${link.target}: ${reason}`] : [];
      });
    expect(broken).toEqual([]);
  });

  it('has a definition for every reference-style link', () => {
    const undefinedReferences = files
      .flatMap((file) => linksOf(file).undefinedReferences)
      .map((use) => `${relative(repoRoot, use.file)}:${use.line} [${use.target}]`);
    expect(undefinedReferences).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Real PayU / Razorpay accounts')).toBe('real-payu--razorpay-accounts');
    expect(slug('§7 The calls it makes')).toBe('7-the-calls-it-makes');
    expect(slug('Content pages, the blog and stores')).toBe('content-pages-the-blog-and-stores');
    expect(slug('`@nirmal/format` entry points')).toBe('nirmalformat-entry-points');
  });
});

describe("the README's commands", () => {
  const readme = read(join(repoRoot, 'README.md'));
  const scripts = (JSON.parse(read(join(repoRoot, 'package.json'))) as { scripts: Record<string, string> })
    .scripts;
  const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());

  it('runs the system with the start script package.json defines', () => {
    expect(scripts.start).toBeTruthy();
    expect(shellBlocks).toContain('pnpm install && pnpm start');
  });

  it('tests with the test script package.json defines, the one CI runs', () => {
    expect(scripts.test).toBeTruthy();
    expect(shellBlocks).toContain('pnpm test');
    const ciCommands = read(join(repoRoot, '.ci/run'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ciCommands.at(-1)).toBe('pnpm test');
  });
});

describe('the product requirements the code cites', () => {
  const requirements = join(repoRoot, 'docs/product-requirements.md');
  const sections = new Set(
    withoutFences(read(requirements)).flatMap((line) => {
      const number = /^##\s+§(\d+)\s/.exec(line)?.[1];
      return number ? [Number(number)] : [];
    }),
  );

  it('has the sections §1 to §9', () => {
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has a section for every § the code cites', () => {
    const sources = ['packages', 'scripts', 'e2e', 'tests', 'stories', '.storybook'].flatMap((folder) =>
      walk(join(repoRoot, folder), (name) => /\.(ts|tsx|js|mjs|mdx|md)$/.test(name)),
    );
    // Another document's sections (RFC 9110 §7.6.1) are not ours.
    const missing = sources.flatMap((file) =>
      [...read(file).matchAll(/(RFC\s*\d+\s*)?§\s?(\d+)/g)]
        .filter((match) => !match[1] && !sections.has(Number(match[2])))
        .map((match) => `${relative(repoRoot, file)}: §${match[2]}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
