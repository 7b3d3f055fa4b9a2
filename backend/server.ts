// Entry point of the backend process: open the database (PGlite under DATA_DIR, or DATABASE_URL),
// migrate, seed the demo world on first start, serve on BACKEND_PORT, stop cleanly on a signal.
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { shopClock, shopNow } from './clock';
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db/client';
import { LOCKS } from './db/locks';
import { seedIfNeeded } from './db/seeding';
import { startSessionSweep } from './ebsn/session';
import { startUnpaidOrderSweep } from './orders/unpaid';
import { startCutoffJob } from './orders/cutoff';
import { purgeOldAttempts } from './accounts/lockout';
import { startOutboxSender } from './accounts/outbox';
import { kickMailRequests } from './accounts/mail-requests';
import { startUploadPurge } from './content/uploads';
import { drainOnSignal } from '../server/drain.mjs';

const log = pino({ name: 'backend', level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  // first: a production backend without what it must not guess stops before touching the database
  const config = configFromEnv();
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  log.info({ database: handle.kind }, 'database open');
  // Backends of one shop started together (deploy/docker-compose.yml) migrate and seed one at a time:
  // the first does the work, the others wait and find it done.
  await handle.exclusively(LOCKS.startup, async () => {
    await migrate(handle);
    // SEED_DEMO=0: a chain's own database, or one a test filled, gets no demo world
    if (process.env.SEED_DEMO === '0') log.info('SEED_DEMO=0: the demo world is not seeded');
    else await seedIfNeeded(handle.db, log, { products: Number(process.env.SEED_PRODUCTS) || undefined });
  });

  const app = createApp({ db: handle.db, log, config });
  // E-mail stays in the outbox table (see /dev/outbox) unless an SMTP server is configured.
  const stopSender = process.env.SMTP_URL ? await startOutboxSender(handle.db, process.env.SMTP_URL, config.mailFrom, log) : undefined;
  log.info({ smtp: !!stopSender, recaptcha: !!config.recaptchaSecret, google: !!config.googleClientId }, 'accounts');
  if (!config.storefrontKey && !config.trustedProxyHops) {
    log[config.production ? 'warn' : 'info']('STOREFRONT_KEY is not set: login lockout per address sees the storefront, not the shopper');
  }
  if (shopClock.ignored) log.warn({ reason: shopClock.ignored }, 'SHOP_CLOCK ignored: the shop runs on real time');
  else if (shopClock.offsetMs) log.warn({ shopNow: shopNow().toISOString() }, 'SHOP_CLOCK: the shop runs on a clock of its own');
  const port = Number(process.env.BACKEND_PORT) || 3001;
  const hostname = process.env.BACKEND_HOST || '0.0.0.0';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => log.info({ port: info.port }, 'backend listening'));

  const stopSessionSweep = startSessionSweep({ db: handle.db, log, config });
  const stopUnpaidSweep = startUnpaidOrderSweep({ db: handle.db, log, config });
  // the orders whose slot closed while no backend ran go into preparation now, the others at their cutoff
  const stopCutoffJob = startCutoffJob({ db: handle.db, log, config });
  // Account e-mails asked for by requests run right after each answer; this picks up what another
  // process or a crash left behind.
  const mailRequests = setInterval(() => kickMailRequests({ db: handle.db, log, config }), 10_000);
  mailRequests.unref();

  // files sent through forms and never submitted are not kept past their 12 hours
  const stopUploadPurge = startUploadPurge(handle.db, config.uploadDir, log);

  const purge = setInterval(() => {
    purgeOldAttempts(handle.db).catch((err) => log.warn({ err }, 'login attempt purge failed'));
  }, 3_600_000);
  purge.unref();

  // On SIGTERM (a rolling restart, decision 062): the periodic jobs stop, every request held is
  // answered and its connection closed after it, then the database closes; given up after 10 s.
  drainOnSignal(server as unknown as import('node:http').Server, {
    limitMs: 10_000,
    onStop: (signal) => {
      log.info({ signal }, 'shutting down');
      clearInterval(purge);
      stopUploadPurge();
      stopSessionSweep();
      stopUnpaidSweep();
      stopCutoffJob();
      clearInterval(mailRequests);
      stopSender?.();
    },
    whenDrained: async () => {
      await handle.close();
      log.info('stopped');
    },
    log: (message) => log.warn(message),
  });
}

main().catch((err) => {
  log.fatal({ err }, 'backend failed to start');
  process.exit(1);
});
