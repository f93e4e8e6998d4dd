export { ADMIN_SECTION_PATHS, type AdminSectionPath } from './section-paths.ts';
