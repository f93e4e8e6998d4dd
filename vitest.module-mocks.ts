import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Test files under `folder` of `projectRoot` that call vi.mock, as paths relative to the project:
 * they run isolated, since a module mock in a worker shared with other files would leak into them.
 */
export function filesWithModuleMocks(projectRoot: string, folder = 'src'): string[] {
  const root = path.join(projectRoot, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
    .map((file) => path.join(folder, file));
}
