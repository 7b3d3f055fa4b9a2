// Migrates once per run what every backend suite copies (decision 045): a PGlite dump, kept under
// .cache while the migrations stay the same, and a PostgreSQL template for this run only.
import type { TestProject } from 'vitest/node';
import { migratedPostgresDatabase, preparePgliteTemplate } from './backend/helpers/templates';

export default async function setup(project: TestProject) {
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    preparePgliteTemplate(),
    process.env.DATABASE_URL ? migratedPostgresDatabase('spesa_tpl_') : undefined,
  ]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate?.name ?? null);
  return async () => {
    await postgresTemplate?.drop();
  };
}
