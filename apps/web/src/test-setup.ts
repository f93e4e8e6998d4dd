import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAllStorage } from './api/session.ts';

afterEach(() => {
  cleanup();
  clearAllStorage();
});
