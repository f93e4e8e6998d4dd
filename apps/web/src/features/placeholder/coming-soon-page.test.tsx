import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { BACK_TO_HOME, ComingSoonPage, GO_TO_PROFILE } from './coming-soon-page.tsx';

installTestBridge(() => mockApi({}));

const start = (path: string) =>
  renderAt(path, {
    '/trending/markets': <ComingSoonPage />,
    '/home/:id': <ComingSoonPage />,
  });

describe('ComingSoonPage', () => {
  it('takes a signed-in user back to their own home, not the marketing landing', async () => {
    storeValidLogin({ userId: '42' });
    const router = start('/trending/markets');
    const back = screen.getByRole('link', { name: BACK_TO_HOME });
    expect(back.getAttribute('href')).toBe('/home/42');
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/home/42');
  });

  it('takes a visitor to the landing page', () => {
    start('/trending/markets');
    expect(screen.getByRole('link', { name: BACK_TO_HOME }).getAttribute('href')).toBe('/');
  });

  it('offers the profile on the home page itself rather than a link to the same page', () => {
    storeValidLogin({ userId: '42' });
    start('/home/42');
    expect(screen.queryByRole('link', { name: BACK_TO_HOME })).toBeNull();
    expect(screen.getByRole('link', { name: GO_TO_PROFILE }).getAttribute('href')).toBe('/my-profile');
  });

  it('sends a user whose login has lapsed to the landing page', () => {
    storeValidLogin({ userId: '42', access: '', refresh: '' });
    start('/trending/markets');
    expect(screen.getByRole('link', { name: BACK_TO_HOME }).getAttribute('href')).toBe('/');
  });
});
