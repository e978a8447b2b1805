import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '../app/ssr/coalesce-chunks.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceChunks', () => {
  it('joins the chunks written in one turn and sends them in the next, keeping later turns apart', async () => {
    const source = new PassThrough();
    const received: string[] = [];
    source.pipe(coalesceChunks()).on('data', (chunk: Buffer) => received.push(chunk.toString()));

    source.write('<html><head>');
    source.write('</head><body>');
    source.write('<main>shell</main>');
    expect(received).toEqual([]);
    await nextTurn();
    await nextTurn();
    expect(received).toEqual(['<html><head></head><body><main>shell</main>']);

    source.write('<div>streamed later</div>');
    source.end('</body></html>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual([
      '<html><head></head><body><main>shell</main>',
      '<div>streamed later</div></body></html>',
    ]);
  });
});
