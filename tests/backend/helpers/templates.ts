// The databases every backend suite copies, migrated once per run by tests/global-setup.ts
// (decision 045): a dump of a migrated PGlite, and a migrated PostgreSQL template database. Kept
// apart from database.ts because the global setup runs outside the test workers, where vitest's
// own functions (inject) cannot be imported.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, migrationsFolder, openDatabase } from '../../../backend/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tarball of a migrated PGlite data directory (PGlite's dumpDataDir) */
    pgliteTemplate: string;
    /** the migrated PostgreSQL database each suite's database is created from; null without DATABASE_URL */
    postgresTemplate: string | null;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForNoConnections(url: string, name: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty PostgreSQL database on DATABASE_URL's server, created from `template` when given. */
export async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      // pool.end() resolves while its sockets are still closing: a forced drop would kill them
      // mid-goodbye and their FATAL would surface as an unhandled error. Wait for them to go.
      await waitForNoConnections(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A suite's PGlite starts from the dump with this buffer pool. PGlite's default (128 MB, as
 * PostgreSQL's) cost a start 0.5 s of its 1.2 s of CPU setting the pool up, and the unit stage starts
 * about 70 of them; a suite's data fits in a few megabytes. Plans do not depend on it
 * (effective_cache_size is its own setting). The shop's embedded database keeps the default.
 */
const SUITE_SHARED_BUFFERS = '16MB';

/** What a PGlite dump depends on: every migration file, the PGlite that wrote it and its settings. */
function pgliteTemplateKey(): string {
  const hash = createHash('sha256');
  hash.update(`shared_buffers=${SUITE_SHARED_BUFFERS}\0`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(migrationsFolder, full)}\0`).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dump of a migrated PGlite under .cache/test-db, named by what it depends on so that a dump
 * of older migrations can never be loaded; made when missing, and older dumps removed.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(root, '.cache/test-db');
  const file = path.join(dir, `pglite-${pgliteTemplateKey()}.tar`);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) {
    if (/^pglite-\w+\.tar$/.test(old) && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
  }
  if (existsSync(file)) return file;
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // read by each copy when it starts (postgresql.auto.conf is in the dump)
    await client.query(`alter system set shared_buffers = '${SUITE_SHARED_BUFFERS}'`);
    // uncompressed: loading a gzipped dump costs more time than reading the bigger file
    const dump = await client.dumpDataDir('none');
    // written aside and renamed, so that a concurrent run never reads half a file
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** A PostgreSQL database migrated from scratch, with no connection left open: a template can be copied. */
export async function migratedPostgresDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const database = await createPostgresDatabase(prefix);
  try {
    const handle = await openDatabase({ databaseUrl: database.url });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template
    await waitForNoConnections(process.env.DATABASE_URL!, database.name);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
