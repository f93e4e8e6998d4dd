/** Renders trade components inside the app's providers (not shipped: only *.test files import it). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../app/providers.tsx';

export function renderInApp(ui: ReactNode) {
  return render(<AppProviders>{ui}</AppProviders>);
}
