export { UsersPanel } from './users-panel.tsx';
