// The backend as one Hono app: the eBSN commerce API under /ebsn/api, the WordPress-like content API
// under /p/wp-json, pictures under /photo and /health. Built from its dependencies so tests drive it
// with app.request() against a throwaway database.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { refreshShopClock } from './clock-store';
import { defaultConfig, type AppConfig } from './config';
import type { Database } from './db/client';
import { noStoreByDefault } from './ebsn/cache';
import type { AppEnv, Deps } from './ebsn/context';
import { BadBody, InvalidBody, LoneSurrogate, refuseLoneSurrogates, UnsupportedBody } from './ebsn/body';
import { fail, failMany, invalid, messages } from './ebsn/envelope';
import { Refused } from './ebsn/refusal';
import { sessionMiddleware } from './ebsn/session';
import { userResolver } from './accounts/users';
import { accountAreaRoutes } from './routes/account-area';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { categoryRoutes } from './routes/category';
import { contentRoutes, formAjaxBodyLimit, formAjaxRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { disclaimerRoutes } from './routes/disclaimers';
import { healthRoutes } from './routes/health';
import { catalogVersionRoutes } from './routes/catalog-version';
import { messageRoutes } from './routes/messages';
import { orderRoutes } from './routes/orders';
import { packagingRoutes } from './routes/packaging';
import { paymentFeedbackRoutes, paymentRoutes } from './routes/payments';
import { mealProviderPages, mealTicketRoutes } from './routes/meal-tickets';
import { paymentMethodRoutes } from './routes/payment-methods';
import { photoRoutes } from './routes/photo';
import { placeRoutes } from './routes/places';
import { productRoutes } from './routes/products';
import { registrationRoutes } from './routes/registration';
import { slotRoutes } from './routes/slots';
import { staffRoutes } from './routes/staff';
import { pickingRoutes } from './routes/picking';
import { actingMiddleware } from './staff/acting';
import { staffMiddleware } from './staff/guard';
import { socialRoutes } from './routes/social';
import { warehouseRoutes } from './routes/warehouses';
import { wishlistRoutes } from './routes/wishlist';

export type CreateAppOptions = { db: Database; log: Logger; config?: Partial<AppConfig> };

const EBSN = '/ebsn/api';
const WP = '/p/wp-json';
const WP_ADMIN = '/p/wp-admin';
// form uploads carry files: that call has limits of its own (backend/routes/content.ts)
const FORM_AJAX = `${WP_ADMIN}/admin-ajax.php`;

const TOO_LARGE = 'La richiesta è troppo grande.';
const UNSUPPORTED = 'Formato della richiesta non supportato.';
const LONE_SURROGATE = 'La richiesta contiene un carattere non valido.';

function errorAnswer(c: Context<AppEnv>, httpStatus: 400 | 403 | 404 | 413 | 415 | 500, code: string, text: string) {
  const path = c.req.path;
  if (path === EBSN || path.startsWith(`${EBSN}/`)) {
    return fail(c, { code: code, error: text }, httpStatus);
  }
  if (path.startsWith(`${WP}/`)) {
    return c.json({ code: httpStatus === 404 ? 'rest_no_route' : code, message: text, data: { status: httpStatus } }, httpStatus);
  }
  return c.json({ status: 'error', error: text }, httpStatus);
}

export function createApp(options: CreateAppOptions) {
  const deps: Deps = { db: options.db, log: options.log, config: { ...defaultConfig, ...options.config } };
  const { log } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });

  // The API answers JSON and pictures: no browser may sniff another type out of them (a JSON body
  // made of shopper input read as HTML), nor show one in a frame.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('X-Frame-Options', 'DENY');
  });

  // No call of ours takes more than a few kilobytes; a bigger body is refused before anyone reads it.
  const limitBody = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    // the rest of the body is never read: the connection cannot carry another request, and the
    // client must know it now rather than find a dead pooled connection on its next call
    onError: (c) => {
      c.header('Connection', 'close');
      return errorAnswer(c as Context<AppEnv>, 413, 'error.tooLarge', TOO_LARGE);
    },
  });
  // GET and HEAD never have a body here (the Node adapter and the Fetch Request give them none), and
  // asking builds the call's whole Fetch Request: 4% of a kept catalogue answer's CPU, for nothing.
  const limitFormAjax = formAjaxBodyLimit(deps.config);
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === FORM_AJAX ? limitFormAjax(c, next) : limitBody(c, next);
  });
  app.use('*', refuseLoneSurrogates);

  // before the clock's read: the health check answers for the database itself, with its own query
  app.route('/', healthRoutes(deps));
  app.route('/', catalogVersionRoutes(deps));
  // a development shop's clock moved on by another process (POST /dev/clock/advance, decision 052)
  if (!deps.config.production) app.use('*', async (_c, next) => (await refreshShopClock(deps.db), next()));

  app.route('/', devRoutes(deps));
  app.route('/', photoRoutes(deps));
  app.route(WP, contentRoutes(deps));
  app.route(WP_ADMIN, formAjaxRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', mealProviderPages(deps));

  const ebsn = new Hono<AppEnv>();
  ebsn.use('*', noStoreByDefault);
  const resolveUser = userResolver(deps.db);
  ebsn.use('*', sessionMiddleware(deps, { resolveUser }));
  ebsn.use('*', staffMiddleware(deps));
  ebsn.use('*', actingMiddleware(deps));
  ebsn.route('/', authRoutes(deps));
  ebsn.route('/', registrationRoutes(deps));
  ebsn.route('/', disclaimerRoutes(deps));
  ebsn.route('/', socialRoutes(deps));
  ebsn.route('/', categoryRoutes(deps));
  ebsn.route('/', productRoutes(deps));
  ebsn.route('/', warehouseRoutes(deps));
  ebsn.route('/', cartRoutes(deps));
  ebsn.route('/', slotRoutes(deps));
  ebsn.route('/', placeRoutes(deps));
  ebsn.route('/', orderRoutes(deps));
  ebsn.route('/', packagingRoutes(deps));
  ebsn.route('/', paymentFeedbackRoutes(deps));
  ebsn.route('/', mealTicketRoutes(deps));
  ebsn.route('/', paymentMethodRoutes(deps));
  ebsn.route('/', wishlistRoutes(deps));
  ebsn.route('/', accountAreaRoutes(deps));
  ebsn.route('/', messageRoutes(deps));
  ebsn.route('/', staffRoutes(deps));
  ebsn.route('/', pickingRoutes(deps));
  app.route(EBSN, ebsn);

  // Only the top-level app's handlers run for sub-apps, so both decide the shape by path.
  app.notFound((c) => errorAnswer(c, 404, 'error.notFound', messages.notFound));
  app.onError((err, c) => {
    // in the order fail() writes a message's keys, whoever raised it
    if (err instanceof Refused)
      return failMany(
        c,
        err.refusals.map(({ error, code, field }) => (field ? { error, code, field } : { error, code })),
      );
    if (err instanceof InvalidBody) return err.messages ? failMany(c, err.messages, 400) : invalid(c, err.error);
    if (err instanceof LoneSurrogate) return errorAnswer(c, 400, 'error.badRequest', LONE_SURROGATE);
    if (err instanceof UnsupportedBody) return errorAnswer(c, 415, 'error.unsupportedMediaType', UNSUPPORTED);
    if (err instanceof BadBody || (err instanceof HTTPException && err.status < 500)) {
      return errorAnswer(c, 400, 'error.badRequest', messages.badRequest);
    }
    log.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    // Never the stack or the database's words: they help attackers and confuse shoppers.
    return errorAnswer(c, 500, 'error.generic', messages.generic);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
