import { defineProject } from 'vitest/config';
import { filesWithModuleMocks } from '../../vitest.module-mocks.ts';

const root = new URL('.', import.meta.url).pathname;
const mocking = [...filesWithModuleMocks(root, 'src'), ...filesWithModuleMocks(root, 'test')];
if (mocking.length > 0)
  throw new Error(
    `Server test files share their worker, so a vi.mock would leak into other files; pass the dependency in instead (${mocking.join(', ')})`,
  );

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's module cache: importing the app took more CPU than the tests.
    // Each file still builds its own app on its own database copy; none uses vi.mock.
    isolate: false,
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
