// Server rendering. Every request gets the fully rendered document (onAllReady): the shop streams no
// deferred data, and a Suspense boundary streamed after the shell is revealed by an inline script,
// which a shopper without JavaScript never runs.
import { PassThrough } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // the watchdog below holds the whole render until it fires: cleared as soon as the page is out
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        body.on('close', () => clearTimeout(watchdog));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(watchdog);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // errors before the shell is ready are reported through onShellError
        if (shellRendered) console.error(error);
      },
    });
    watchdog = setTimeout(abort, ABORT_DELAY + 1000);
  });
}
