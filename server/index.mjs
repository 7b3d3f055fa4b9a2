#!/usr/bin/env node
// The storefront's HTTP server: what `remix-serve` does (compression, the build's assets cached for a
// year, public/ for an hour, a log line per request, Remix for the rest), plus the refusals of
// ./hardening.mjs before Remix and one rule after it: a response to a request whose body was left
// unread (a refused upload) closes the connection, so the bytes still coming are never read and
// the connection never carries another request. It also hands every loader and action the socket's
// peer address in the load context (`peerAddress`, read by app/ebsn/client.server.ts `clientIpOf`):
// only this server knows which address a shopper connects from, and the storefront forwards it to
// the backend so logins are throttled per shopper, not per storefront (decision 022).
// Usage: node server/index.mjs build/server/index.js
import { statSync } from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { REFUSAL_HEADERS, STATIC_HEADERS, refusalOf, refusalPage } from './hardening.mjs';

process.env.NODE_ENV ??= 'production';
const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });
// the manifest's version changes with every build; when the build was made says which one it is
const served = { version: build.assets.version, builtAt: statSync(buildPath).mtime.toISOString() };

const app = express();
app.disable('x-powered-by');

app.use((req, res, next) => {
  const refused = refusalOf(req.method, req.headers, req.url);
  if (refused) {
    res.writeHead(refused.status, { ...REFUSAL_HEADERS, ...refused.headers, Connection: 'close' });
    res.end(req.method === 'HEAD' ? undefined : refusalPage(refused.status));
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  };
  next();
});

app.use(compression());
const setHeaders = (res, file) => {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
  // The service worker's policy governs what it fetches: the shop's own files and pages. A browser
  // looks for a new worker on its own schedule; revalidated, it sees a new one at once.
  if (path.basename(file) === 'sw.js') {
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    res.setHeader('Cache-Control', 'no-cache');
  }
};
const buildFiles = express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', setHeaders });
const publicFiles = express.static('public', { maxAge: '1h', setHeaders });
// The build's files and public/ are files with an extension (assets/*.js, favicon.svg): a page's path
// never names one, and each of the two cost a stat per page request, 3% of a page's CPU under load.
const namesAFile = (req) => /\.[^/]*$/.test(req.path);
app.use(build.publicPath, (req, res, next) => (namesAFile(req) ? buildFiles(req, res, next) : next()));
app.use((req, res, next) => (namesAFile(req) ? publicFiles(req, res, next) : next()));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The peer as the socket saw it; X-Forwarded-For is judged by the app (TRUST_PROXY hops), so
    // express's own `trust proxy` stays off and req.ip is never used.
    // and the build served, which /version.json names (a page open on an older one offers a reload)
    getLoadContext: (req) => ({ peerAddress: req.socket.remoteAddress, build: served }),
  }),
);
// What fails before Remix (express cannot decode `/product/%E0%A4%A`: a URIError with status 400)
// gets our page, not express's, and a stack in the log only when it is ours to fix.
app.use((error, req, res, next) => {
  const status = Number(error?.status ?? error?.statusCode) || 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return next(error);
  res.writeHead(status, { ...REFUSAL_HEADERS, Connection: 'close' });
  res.end(req.method === 'HEAD' ? undefined : refusalPage(status));
});

const port = Number(process.env.PORT) || 3000;
const onListen = () => console.log(`[storefront] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // idle keep-alive connections would hold close() open until they time out
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
