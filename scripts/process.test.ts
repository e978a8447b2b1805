import { afterEach, describe, expect, it, vi } from 'vitest';
import { runQuietly, warningLines } from './process.ts';

/** A step that prints `lines` (to stdout) and exits with `code`. */
const step = (lines: string[], code = 0) => [
  '-e',
  `for (const line of ${JSON.stringify(lines)}) console.log(line); process.exitCode = ${code};`,
];

function printed() {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => [...log.mock.calls, ...error.mock.calls].map((call) => String(call[0])).join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('runQuietly', () => {
  it('prints one line with the time when the step succeeds, and its warnings', async () => {
    const output = printed();
    const noise = Array.from({ length: 200 }, (_, index) => `dist/assets/chunk-${index}.js  1.2 kB`);
    const warning = ['\x1b[33m(!) Some chunks are larger than 500 kB\x1b[0m', '  - split them with import()'];
    await runQuietly(process.execPath, step([...noise, ...warning, '✓ built in 1.2s']), 'build things');
    expect(output().split('\n')).toEqual([
      expect.stringMatching(/^✔ build things \(\d+\.\d s\)$/),
      '  (!) Some chunks are larger than 500 kB',
      '    - split them with import()',
    ]);
  });

  it('prints the tail of the output when the step fails', async () => {
    const output = printed();
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index}`);
    await expect(runQuietly(process.execPath, step(lines, 2), 'build things')).rejects.toThrow(
      /^build things failed \(exit 2\) after \d+\.\d s$/,
    );
    expect(output()).toContain('line 99');
    expect(output()).toContain('line 60');
    expect(output()).not.toMatch(/^line 59$/m);
  });
});

describe('warningLines', () => {
  it("keeps Storybook's framed warnings and drops its progress", () => {
    const storybook = [
      '│  Vite storybook-static/assets/iframe.js',
      '│',
      '▲  Vite [plugin builtin:vite-reporter]',
      '│  (!) Some chunks are larger than 500 kB after minification.',
      '│  - Adjust chunk size limit',
      '│  Vite ✓ built in 19.40s',
      '│',
      '◇  Output directory: storybook-static',
      '└  Storybook build completed successfully',
    ];
    expect(warningLines(storybook)).toEqual([
      '▲  Vite [plugin builtin:vite-reporter]',
      '│  (!) Some chunks are larger than 500 kB after minification.',
      '│  - Adjust chunk size limit',
    ]);
  });
});
