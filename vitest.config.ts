import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every unit, API and component suite.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    allowOnly: !process.env.CI,
  },
});
