// npm run catalog:update -- --file prices.csv [--dry-run] [--data-dir DIR]
// Applies a chain's daily price file (format: domain/price-file.ts, README "Catalogue updates") to
// the database of DATABASE_URL, else PGlite at --data-dir (default data/pglite), in one transaction.
// A file with any bad line is refused whole: every error is printed and nothing is written (exit 1).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/client';
import { applyPriceFile, formatPriceFileError } from './price-update';

const SHOWN_ERRORS = 50;

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});
if (!values.file) {
  process.stderr.write('usage: npm run catalog:update -- --file prices.csv [--dry-run] [--data-dir DIR]\n');
  process.exit(2);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const log = (msg: string) => console.log(`[${seconds()}s] ${msg}`);

let text: string;
try {
  text = readFileSync(values.file, 'utf8');
} catch (e) {
  process.stderr.write(`cannot read ${values.file}: ${(e as Error).message}\n`);
  process.exit(2);
}
log(`read ${values.file} (${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB)`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: values['data-dir'] ?? path.join('data', 'pglite') });
let exitCode = 0;
try {
  await migrate(handle);
  log(`database open (${handle.kind})`);
  const outcome = await applyPriceFile(handle.db, text, { dryRun: values['dry-run'], log });
  if (!outcome.ok) {
    process.stderr.write(`${values.file} refused, nothing written: ${outcome.errors.length} error(s)\n`);
    for (const e of outcome.errors.slice(0, SHOWN_ERRORS)) process.stderr.write(`  ${formatPriceFileError(e)}\n`);
    if (outcome.errors.length > SHOWN_ERRORS) process.stderr.write(`  ... and ${outcome.errors.length - SHOWN_ERRORS} more\n`);
    exitCode = 1;
  } else {
    const what =
      `${outcome.lines} lines: ${outcome.pricesChanged} prices changed, ${outcome.promotionsStarted} promotions started, ` +
      `${outcome.promotionsEnded} ended, ${outcome.unchanged} lines unchanged; ${outcome.pricesRestored} products back to their shelf price`;
    if (!outcome.written) console.log(`${values['dry-run'] ? 'dry run, nothing written' : 'nothing to change'}: ${what}`);
    else console.log(`${what}; catalog_version ${outcome.catalogVersion.before} → ${outcome.catalogVersion.after}, in ${seconds()} s`);
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
