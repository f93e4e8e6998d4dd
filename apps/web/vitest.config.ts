import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Lets `vitest run --config apps/web/vitest.config.ts` work from the repository root too.
  root: new URL('.', import.meta.url).pathname,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    env: { TZ: 'UTC' },
    // Above the 5 s findBy/waitFor polling limit of test-setup.ts, so a slow wait reports what it waited for.
    testTimeout: 15_000,
  },
});
