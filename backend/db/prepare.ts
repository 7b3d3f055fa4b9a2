// node --import tsx backend/db/prepare.ts [DIR]: a database migrated and seeded as the backend's first
// start does (migrate, then seedIfNeeded), and closed: the embedded one at DIR, or without DIR the
// PostgreSQL server of DATABASE_URL.
// scripts/start.mjs makes an embedded one for a test run (DATA_TEMPLATE) and copies it for each fresh
// shop: migrating and seeding took about 5 of a fresh shop's 8 seconds to start. scripts/cluster.mjs
// prepares the server's before it starts any backend, which then finds the work done.
import pino from 'pino';
import { migrate, openDatabase } from './client';
import { LOCKS } from './locks';
import { seedIfNeeded } from './seeding';

const dataDir = process.argv[2];
const databaseUrl = dataDir ? undefined : process.env.DATABASE_URL;
if (!dataDir && !databaseUrl) {
  process.stderr.write('usage: backend/db/prepare.ts DIR (an embedded database), or DATABASE_URL=postgres://… backend/db/prepare.ts\n');
  process.exit(2);
}
const log = pino({ name: 'prepare', level: process.env.LOG_LEVEL ?? 'info' });
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
try {
  await handle.exclusively(LOCKS.startup, async () => {
    await migrate(handle);
    await seedIfNeeded(handle.db, log, { products: Number(process.env.SEED_PRODUCTS) || undefined });
  });
} finally {
  await handle.close();
}
