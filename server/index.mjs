#!/usr/bin/env node
// The storefront's HTTP server: what `remix-serve` does (compression, the build's assets cached for a
// year, public/ for an hour, a log line per request, Remix for the rest), plus the refusals of
// ./hardening.mjs before Remix and one rule after it: a response to a request whose body was left
// unread (a refused upload) closes the connection, so the bytes still coming are never read and
// the connection never carries another request. It also hands every loader and action the socket's
// peer address in the load context (`peerAddress`, read by app/ebsn/client.server.ts `clientIpOf`):
// only this server knows which address a shopper connects from, and the storefront forwards it to
// the backend so logins are throttled per shopper, not per storefront (decision 022).
// It serves the shop in each language it was built in (one build per locale, decision 004): the
// Italian build given, and the English one beside it (build/en/server/index.js) when there is one;
// remix-i18next picks a request's locale (?lng=, then the lng cookie, then Accept-Language) and
// that build's Remix answers it. A ?lng= choice is kept a year in the lng cookie.
// Usage: node server/index.mjs build/server/index.js [build/en/server/index.js]
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { createCookie, installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { RemixI18Next } from 'remix-i18next/server';
import { drainOnSignal } from './drain.mjs';
import { REFUSAL_HEADERS, STATIC_HEADERS, refusalOf, refusalPage } from './hardening.mjs';

process.env.NODE_ENV ??= 'production';
const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
// build/en/server/index.js beside build/server/index.js, as scripts/build.mjs makes them
const englishPath = path.resolve(process.argv[3] ?? path.join(path.dirname(buildPath), '..', 'en', 'server', 'index.js'));
const load = async (file) => {
  const build = await import(url.pathToFileURL(file).href);
  // the manifest's version changes with every build; when the build was made says which one it is
  return { build, served: { version: build.assets.version, builtAt: statSync(file).mtime.toISOString() } };
};
/** locale → its build; Italian first, the shop's default */
const builds = new Map([['it', await load(buildPath)]]);
if (existsSync(englishPath)) builds.set('en', await load(englishPath));
else console.warn(`[storefront] no English build at ${englishPath}: the shop answers in Italian only`);
const build = builds.get('it').build;
installGlobals({ nativeFetch: build.future.v3_singleFetch });

// A year, for every page of the shop; read by no script, so it could be httpOnly, but nothing in it
// needs hiding either. Remix's cookie (the value JSON in base64) because remix-i18next parses it so.
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const localeCookie = createCookie('lng', { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE });
const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...builds.keys()],
    fallbackLanguage: 'it',
    cookie: localeCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
});

const app = express();
app.disable('x-powered-by');

app.use((req, res, next) => {
  const refused = refusalOf(req.method, req.headers, req.url);
  if (refused) {
    res.writeHead(refused.status, { ...REFUSAL_HEADERS, ...refused.headers, Connection: 'close' });
    if (req.method === 'HEAD') return res.end();
    localeOf(req).then(({ locale }) => res.end(refusalPage(refused.status, locale)));
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
// Each build's assets under the same /assets/: their names carry their content's hash, so a name
// both builds have (the framework's chunk) is the same file, and one only one has is that build's.
const buildFiles = [...builds.values()].map(({ build }) =>
  express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', setHeaders }),
);
const publicFiles = express.static('public', { maxAge: '1h', setHeaders });
// The build's files and public/ are files with an extension (assets/*.js, favicon.svg): a page's path
// never names one, and each of the two cost a stat per page request, 3% of a page's CPU under load.
const namesAFile = (req) => /\.[^/]*$/.test(req.path);
for (const files of buildFiles) app.use(build.publicPath, (req, res, next) => (namesAFile(req) ? files(req, res, next) : next()));
app.use((req, res, next) => (namesAFile(req) ? publicFiles(req, res, next) : next()));
app.use(morgan('tiny'));
const handlers = new Map(
  [...builds].map(([locale, { build, served }]) => [
    locale,
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      // The peer as the socket saw it; X-Forwarded-For is judged by the app (TRUST_PROXY hops), so
      // express's own `trust proxy` stays off and req.ip is never used.
      // and the build served, which /version.json names (a page open on an older one offers a reload)
      getLoadContext: (req) => ({ peerAddress: req.socket.remoteAddress, build: served }),
    }),
  ]),
);
/** The request's locale, and whether it named one (?lng=); Italian when nothing can be read. */
async function localeOf(req) {
  if (builds.size === 1) return { locale: 'it', chosen: false };
  try {
    // only what remix-i18next reads: the address and the two headers
    const headers = new Headers();
    for (const name of ['cookie', 'accept-language']) if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name]);
    const request = new Request(new URL(req.originalUrl, 'http://storefront'), { headers });
    const locale = await i18n.getLocale(request);
    return { locale: builds.has(locale) ? locale : 'it', chosen: new URL(request.url).searchParams.has('lng') };
  } catch {
    return { locale: 'it', chosen: false };
  }
}
app.all('*', async (req, res, next) => {
  const { locale, chosen } = await localeOf(req);
  // the shopper's choice sticks: the next page, without ?lng=, is in the same language
  if (chosen) res.append('Set-Cookie', await localeCookie.serialize(locale));
  return handlers.get(locale)(req, res, next);
});
// What fails before Remix (express cannot decode `/product/%E0%A4%A`: a URIError with status 400)
// gets our page, not express's, and a stack in the log only when it is ours to fix.
app.use((error, req, res, next) => {
  const status = Number(error?.status ?? error?.statusCode) || 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return next(error);
  res.writeHead(status, { ...REFUSAL_HEADERS, Connection: 'close' });
  if (req.method === 'HEAD') return res.end();
  localeOf(req).then(({ locale }) => res.end(refusalPage(status, locale)));
});

const port = Number(process.env.PORT) || 3000;
const onListen = () => console.log(`[storefront] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
// On SIGTERM (a rolling restart, decision 062) every request held is answered, each connection closed
// after its answer; a change (a POST) may wait EBSN_TIMEOUT_MS for the backend, and then renders.
drainOnSignal(server, {
  limitMs: (Number(process.env.EBSN_TIMEOUT_MS) || 8000) + 5000,
  log: (message) => console.error(`[storefront] ${message}`),
});
