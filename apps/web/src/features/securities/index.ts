/** The securities feature's public entry: what other features and the shell use at once. Re-exports only. */
export { HeaderSearch } from './components/header-search.tsx';
