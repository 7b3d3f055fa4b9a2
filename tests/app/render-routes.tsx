// Server-renders routes as entry.server does, without JS: everything, lazy parts included, before the
// answer; a POST (`intent`) when the page is to show an action's answer. The markup tests read it.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';

export async function renderRoutes(routes: RouteObject[], url: string, postIntent?: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const init = postIntent ? { method: 'POST', body: new URLSearchParams({ intent: postIntent }) } : {};
  const context = await handler.query(new Request(`http://shop.test${url}`, init));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(
      <AuthenticityTokenProvider token="t">
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthenticityTokenProvider>,
      {
        onAllReady() {
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.pipe(sink);
        },
        onError: reject,
      },
    );
  });
  return html.replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
}
