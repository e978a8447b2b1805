import type { ServerResponse } from 'node:http';

/** What a refused request is told to wait before it asks again (`Retry-After`, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

// A page of its own, not the app's: the app is what has no room. No script, no style sheet, no
// request of its own; the link asks for the same address again.
const BUSY_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Nirmal is busy</title>
<h1>Oops! Something went wrong. Please try again later.</h1>
<p>Very many people are visiting Nirmal right now, so this page could not be opened. Nothing you did was lost. Please try again in a few seconds.</p>
<p><a href="">Try again</a></p>
</html>
`;

/**
 * Refuses a request the server has no room for: 503 with `Retry-After`, so browsers, crawlers and
 * load balancers come back later, and a small page that tells a person what happened.
 */
export function sendBusy(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'",
  });
  res.end(BUSY_PAGE);
}
