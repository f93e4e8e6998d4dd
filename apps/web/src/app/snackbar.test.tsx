import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSnackbarProvider, dismissSnackbarsOnScreenChange, showSnackbar } from './snackbar.tsx';

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/groups/:id', element: <p>group page</p> },
      { path: '/home/:id', element: <p>home page</p> },
    ],
    { initialEntries: ['/groups/2'] },
  );
  const stop = dismissSnackbarsOnScreenChange(router);
  render(
    <AppSnackbarProvider>
      <RouterProvider router={router} />
    </AppSnackbarProvider>,
  );
  return { router, stop };
}

afterEach(() => vi.useRealTimers());

describe('snackbars and screen changes', () => {
  it('closes a snackbar of the screen left, keeps one shown on the way, and ignores query changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-29T10:00:00Z') });
    const { router, stop } = renderApp();
    act(() => showSnackbar('Joined Nifty Momentum Club', 'success'));
    expect(await screen.findByText('Joined Nifty Momentum Club')).toBeTruthy();

    // A query change is the same screen.
    act(() => vi.advanceTimersByTime(1500));
    await act(() => router.navigate('/groups/2?tab=closed'));
    expect(screen.getByText('Joined Nifty Momentum Club')).toBeTruthy();

    // Shown just before leaving: part of the change, it stays.
    act(() => showSnackbar('Login required for following action', 'info'));
    await act(() => router.navigate('/home/6'));
    await waitFor(() => expect(screen.queryByText('Joined Nifty Momentum Club')).toBeNull());
    expect(screen.getByText('Login required for following action')).toBeTruthy();
    stop();
  });
});
