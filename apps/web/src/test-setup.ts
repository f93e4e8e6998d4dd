import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAllStorage } from './api/session.ts';

// findBy/waitFor poll until this much time has passed: 1 s (the default) is too short when the web
// tests share two cores with the server suite, while a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearAllStorage();
});
