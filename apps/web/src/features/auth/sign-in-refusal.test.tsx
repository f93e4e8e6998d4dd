import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SNACKBAR_MESSAGE_MS, suspensionMessage } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { LoginPage } from './pages/login-page.tsx';

const bridge = installTestBridge();

describe('a suspended account signing in', () => {
  it("shows the server's reason and end of the suspension, and stays on the login page", async () => {
    const message = suspensionMessage('Repeated spam', new Date('2026-12-07T04:30:00.000Z'));
    expect(message).toBe('Your account is suspended until 7 Dec 2026, 10:00 AM IST. Reason: Repeated spam');
    mockApi({ 'POST /backend/api/login/': () => json(403, { message }) });
    const router = renderAt('/login', { '/login': <LoginPage /> });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(message, 'error', SNACKBAR_MESSAGE_MS * 2),
    );
    // Not taken for a lost session: no "Forbidden Request", no trip to the auth page.
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });
});
