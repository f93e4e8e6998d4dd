import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, disposeDatabaseTemplates } from './database-templates.ts';

/** Builds the run's migrated and seeded database templates once; every test file copies one. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await buildDatabaseTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('databaseTemplates', templates);
  return () => disposeDatabaseTemplates(templates);
}
