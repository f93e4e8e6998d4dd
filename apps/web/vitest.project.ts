import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { filesWithModuleMocks } from '../../vitest.module-mocks.ts';

const root = new URL('.', import.meta.url).pathname;
const filesMockingModules = filesWithModuleMocks(root);

/**
 * The web component tests as two projects: most files share their worker's module cache (much of a
 * file's time is importing React and MUI); files that vi.mock a module get a worker each.
 */
export function webTestProject(kind: 'shared' | 'module-mocks') {
  return defineProject({
    plugins: [react()],
    // Lets `vitest run --config apps/web/vitest.config.ts` work from the repository root too.
    root,
    test: {
      name: kind === 'shared' ? 'web' : 'web-module-mocks',
      environment: 'jsdom',
      ...(kind === 'shared'
        ? {
            // scripts/: the feature boundary check's own test.
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
            exclude: filesMockingModules,
            isolate: false,
          }
        : { include: filesMockingModules, isolate: true }),
      setupFiles: ['src/test-setup.ts'],
      env: { TZ: 'UTC' },
      // Above the 5 s findBy/waitFor polling limit of test-setup.ts, so a slow wait reports what it waited for.
      testTimeout: 15_000,
    },
  });
}
