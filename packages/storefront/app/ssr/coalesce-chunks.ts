import { Transform } from 'node:stream';

/**
 * Passes a stream through, joining the chunks written in one turn of the event loop into one.
 * React writes a page's shell as many small chunks in one burst; compressing each on its own
 * (the server flushes its compressor per chunk, so streamed parts reach the browser at once) cost
 * more CPU than rendering did. Joined, the shell is compressed and written once, just as early.
 */
export function coalesceChunks(): Transform {
  let held: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      scheduled ??= setImmediate(() => {
        scheduled = undefined;
        this.push(Buffer.concat(held));
        held = [];
      });
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
