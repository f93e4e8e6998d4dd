import { webTestProject } from './vitest.project.ts';

export default webTestProject('module-mocks');
