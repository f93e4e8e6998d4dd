import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignupBonus } from '../features/auth/testing.ts';
import { SubscribePaymentStep } from '../features/subscribe/testing.ts';
import { loadCongratulationDialog } from '../features/trades/lazy.ts';
import { json, mockApi } from '../test-render.tsx';
import { AppProviders } from './providers.tsx';
import { RootShell } from './root-shell.tsx';

function renderShell(path: string, profilePage = <p>profile page</p>) {
  const router = createMemoryRouter(
    [
      {
        element: <RootShell />,
        children: [
          {
            path: '/login',
            handle: { title: 'Login', guest: true, isSignInStep: true },
            element: <p>login page</p>,
          },
          {
            path: '/my-profile',
            handle: { title: 'My Profile', guest: false },
            element: profilePage,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function answerSessionTracking() {
  mockApi({
    'GET /backend/api/public-ip/': () => json(200, { ip: '127.0.0.1' }),
    'PATCH /backend/api/update-user-session/': () => json(200, { session_id: 's1', message: 'ok' }),
    'GET /backend/api/subscribe-offer/': () => json(200, { group: null }),
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('signup bonus', () => {
  it('congratulates a first sign-in once, after the sign-in pages, with 300 credits, Skip and Redeem Now', async () => {
    answerSessionTracking();
    rememberSignupBonus();
    renderShell('/my-profile');
    expect(await screen.findByText(/signup bonus of 300 credits/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem Now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(sessionStorage.getItem('show_signup_bonus')).toBeNull();
  });

  it('waits for the payment notice of the subscribe flow to be closed, instead of covering it', async () => {
    answerSessionTracking();
    rememberSignupBonus();
    function PageWithNotice() {
      const [open, setOpen] = useState(true);
      return <SubscribePaymentStep open={open} onClose={() => setOpen(false)} />;
    }
    renderShell('/my-profile', <PageWithNotice />);
    const notice = await screen.findByRole('dialog', { name: 'You are signed in' });
    // The greeting's lazily loaded code is in, so only the hold keeps it back.
    await act(loadCongratulationDialog);
    expect(screen.queryByText(/signup bonus of 300 credits/)).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/signup bonus of 300 credits/)).toBeTruthy();
  });

  it('waits while the user is still on a sign-in page, and never shows for a returning user', async () => {
    answerSessionTracking();
    rememberSignupBonus();
    renderShell('/login');
    await screen.findByText('login page');
    expect(screen.queryByText(/signup bonus of 300 credits/)).toBeNull();
    sessionStorage.clear();
  });

  it('shows after a first sign-in that finishes while the app is running, on the next page', async () => {
    answerSessionTracking();
    const router = renderShell('/login');
    await screen.findByText('login page');
    // The verify-OTP step remembers the bonus, then navigates on: no reload in between.
    act(() => rememberSignupBonus());
    await act(() => router.navigate('/my-profile'));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
