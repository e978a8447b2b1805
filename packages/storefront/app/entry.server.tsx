import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { contentSecurityPolicy, createNonce } from './security/content-security-policy.ts';
import { log, requestIdOf } from './server/log.server.ts';
import { engagementTrackerOrigins } from './server/engagement-script.server.ts';
import { paymentPageOrigins } from './server/payment-pages.server.ts';
import { requestState } from './server/request-state.server.ts';
import { coalesceChunks } from './ssr/coalesce-chunks.ts';
import { deferModuleScripts } from './ssr/defer-module-scripts.ts';
import { RememberCompiledStyles } from './ssr/remembered-styles.tsx';
import { markShareable } from './ssr/shareable-page.ts';
import { adoptableStyleTags } from './ssr/server-styles.ts';
import { injectStylesIntoHead } from './ssr/styles-in-head.ts';
import { countFailure, failedForAwayService, RETRY_PAGE_AFTER_SECONDS } from './ssr/unavailable-service.ts';

export const streamTimeout = 5_000;

/** A loader, action or render that failed, in the log under its request's id (a browser that left is not news). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  countFailure(context, error);
  log.error('Request failed', { requestId: requestIdOf(request), error });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (responseStatusCode === 500 && failedForAwayService(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(RETRY_PAGE_AFTER_SECONDS));
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = createNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, {
      development: import.meta.env.DEV,
      formTargets: paymentPageOrigins(),
      trackerOrigins: engagementTrackerOrigins(),
    }),
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Pages carry a per-response nonce and may carry a customer's data: never cached by the browser or
  // a proxy. Only our own server may serve a page known to be the same for everyone again.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-store');
  markShareable(request, responseStatusCode, responseHeaders, {
    complete: requestState(loadContext).unavailable.length === 0,
  });

  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RememberCompiledStyles>
        {sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />)}
      </RememberCompiledStyles>,
      {
        nonce,
        // A boundary that has rendered is sent in place however large it is (React would otherwise
        // send a large one after the rest, swapped in by a script): the page must work without it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = injectStylesIntoHead(() => adoptableStyleTags(sheet.getStyleTags()));
          body.once('finish', () => {
            clearTimeout(timeoutId);
            sheet.seal();
          });
          pipe(body);
          resolve(
            new Response(
              createReadableStreamFromReadable(body.pipe(coalesceChunks()).pipe(deferModuleScripts())),
              {
                headers: responseHeaders,
                status: responseStatusCode,
              },
            ),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered)
            log.error('Rendering the page failed', { requestId: requestIdOf(request), error });
        },
      },
    );
  });
}
