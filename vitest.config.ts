import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every unit, API and component suite.
// Measured on the 2-core CI machine (bench/README.md, "Test suite"): one worker per core (Vitest's
// default leaves one core idle), and the server and web files share their worker's module cache
// (isolate: false) instead of importing the whole app again in a fresh process per file.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.module-mocks.config.ts',
    ],
    allowOnly: !process.env.CI,
  },
});
