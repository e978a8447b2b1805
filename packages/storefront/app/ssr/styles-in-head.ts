import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');

/**
 * Passes a rendered HTML stream through, writing `styleTags()` just before `</head>` so the first
 * paint is styled. styled-components' own stream interleaving writes its tags ahead of the first
 * chunk, which would put them before `<!DOCTYPE html>`.
 *
 * The tags are read when `</head>` arrives: by then React has rendered the whole shell, so every
 * styled component in it has registered its rules. Bytes are buffered only until that point
 * (React may split `</head>` across two writes).
 */
export function injectStylesIntoHead(styleTags: () => string): Transform {
  let pending: Buffer | undefined = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!pending) return callback(null, chunk);
      const seen: Buffer = Buffer.concat([pending, chunk]);
      const at = seen.indexOf(HEAD_END);
      if (at === -1) {
        pending = seen;
        return callback();
      }
      pending = undefined;
      callback(null, Buffer.concat([seen.subarray(0, at), Buffer.from(styleTags()), seen.subarray(at)]));
    },
    flush(callback) {
      callback(null, pending?.byteLength ? pending : undefined);
    },
  });
}
