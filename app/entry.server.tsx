// Server rendering. Every request gets the fully rendered document (onAllReady): the shop streams no
// deferred data, and a Suspense boundary streamed after the shell is revealed by an inline script,
// which a shopper without JavaScript never runs.
// Every document and data answer gets the shop's security headers and its Cache-Control rule here
// (docs/decisions/023-response-headers.md); a document's inline scripts carry this request's nonce.
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from '~/lib/nonce';
import { renderedDocument } from '~/lib/nul-free.server';
import { createNonce, secureData, secureDocument } from '~/lib/response-headers.server';
import { SharedMarkupContext } from '~/lib/shared-markup';
import { sharedMarkupRecorder } from '~/lib/shared-markup.server';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => secureData(response, request, context);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  await secureDocument(responseHeaders, request, loadContext, nonce, responseStatusCode);
  // product cards the same for every shopper are rendered once (docs/decisions/037-shared-markup.md)
  const sharedMarkup = sharedMarkupRecorder();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // the watchdog below holds the whole render until it fires: cleared as soon as the page is out
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SharedMarkupContext.Provider value={sharedMarkup}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </SharedMarkupContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          renderedDocument(pipe).then((rendered) => {
            clearTimeout(watchdog);
            const document = sharedMarkup ? sharedMarkup.finish(rendered) : rendered;
            resolve(
              new Response(document, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          }, reject);
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
      },
    );
    watchdog = setTimeout(abort, ABORT_DELAY + 1000);
  });
}
