import { Transform } from 'node:stream';
import { evaluationTurns } from './evaluation-turns.ts';

const HEAD_END = '</head>';
// React hoists the `<link rel="modulepreload">` tags of React Router's <Scripts> into the head.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
// The inline module script of <Scripts>: it imports the route modules, then the client entry.
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"[^>]*>([\s\S]*?)<\/script>/;
// A type no browser runs: the module's code waits in the page as data until the start script uses it.
const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

/**
 * Runs in the page: starts the page's modules once the first frame has been rendered (a task
 * queued from the frame's animation callback runs after it) or the document has been parsed whole,
 * whichever comes first; either way the document no longer shares the connection. A hidden tab
 * renders no frames.
 *
 * The modules are evaluated in `turns` (evaluation-turns.ts): each turn's files as module scripts
 * of their own, the next turn once they have all run, and last the module script whose code is
 * the text of the data block just before this script. Each module script runs in a task of its
 * own, so no one task evaluates the framework, the shell and the page together; and each keeps the
 * document's `load` event waiting, as the module script did when it was in the HTML.
 *
 * Meanwhile the preloads fetch the files of the turns to come, one per task: adding a preload
 * costs a phone's main thread 4–17 ms, six in one task made 60–250 ms tasks, and a file the
 * browser has cached is compiled as it is added. They no longer pace hydration: each turn's module
 * scripts fetch their own files, and a file already on its way is fetched once. Its text goes into
 * the page as it is, so it is written without a less-than sign.
 */
function startAfterFirstPaint(preloads: string[], turns: string[][]): void {
  const script = document.currentScript as HTMLScriptElement;
  const { nonce } = script;
  const code = script.previousElementSibling?.textContent ?? '';
  let started = false;
  const addPreloads = (next: number) => {
    const href = preloads[next];
    if (href === undefined) return;
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce }),
    );
    setTimeout(() => addPreloads(next + 1));
  };
  const evaluate = (turn: number) => {
    const files = turns[turn];
    if (!files) {
      document.head.append(
        Object.assign(document.createElement('script'), { type: 'module', nonce, textContent: code }),
      );
      return;
    }
    let running = files.length;
    const ran = () => {
      running -= 1;
      if (running === 0) evaluate(turn + 1);
    };
    for (const src of files)
      document.head.append(
        Object.assign(document.createElement('script'), {
          type: 'module',
          src,
          nonce,
          onload: ran,
          onerror: ran,
        }),
      );
  };
  const start = () => {
    if (started) return;
    started = true;
    evaluate(0);
    setTimeout(() => addPreloads(0));
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('DOMContentLoaded', start, { once: true });
  requestAnimationFrame(() => setTimeout(start));
}

/** A value written into an inline script: JSON, with `<` escaped so it cannot end the script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Passes a rendered page through, holding its JavaScript back until the first paint: the
 * `modulepreload` links leave the head, and the inline module script that starts hydration
 * becomes a data block followed by a classic script (both with its nonce) that adds both back,
 * with the data block's code as the module script, once the page has painted. The code stays
 * in a script element of its own, with the nonce, so a copy of the page that allows its scripts
 * by hash (server/script-hashes.ts) allows that module script too. On a phone over 4G the document and its first paint then get the whole connection,
 * instead of sharing it with some twenty module downloads.
 *
 * Only the head and the stretch up to the module script are held while searching; the rest of
 * the stream, including React's streamed Suspense chunks, passes straight through.
 */
export function deferModuleScripts(): Transform {
  // Read as Latin-1, one character per byte: everything searched for is ASCII, so the page's bytes
  // go back out unchanged without decoding and encoding its UTF-8 (a split character stays whole).
  let pending = '';
  let preloads: string[] | undefined;
  let done = false;

  function release(): string {
    if (!preloads) {
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd === -1) return '';
      const head = pending.slice(0, headEnd);
      preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
      pending = head.replace(MODULE_PRELOAD, '') + pending.slice(headEnd);
    }
    const script = MODULE_SCRIPT.exec(pending);
    if (script) {
      done = true;
      const [tag, attributes = '', code = ''] = script;
      const opening = `<script${attributes.trimEnd()}`;
      const deferred =
        `${opening} type="${DEFERRED_MODULE_TYPE}">${code}</script>` +
        `${opening}>(${startAfterFirstPaint.toString()})(${inlineJson(preloads)}, ${inlineJson(evaluationTurns(code, preloads))})</script>`;
      const out = pending.slice(0, script.index) + deferred + pending.slice(script.index + tag.length);
      pending = '';
      return out;
    }
    // Keep back what may be the start of the module script; send everything before it.
    const openTag = pending.lastIndexOf('<');
    const keepFrom = Math.min(openTag === -1 ? pending.length : openTag, openScriptStart(pending));
    const out = pending.slice(0, keepFrom);
    pending = pending.slice(keepFrom);
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('latin1');
      const out = release();
      callback(null, out ? Buffer.from(out, 'latin1') : undefined);
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(pending, 'latin1') : undefined);
    },
  });
}

/** Where a `<script` that has not closed yet begins, or the end of the text if none is open. */
function openScriptStart(text: string): number {
  const start = text.lastIndexOf('<script');
  return start !== -1 && text.indexOf('</script>', start) === -1 ? start : text.length;
}
