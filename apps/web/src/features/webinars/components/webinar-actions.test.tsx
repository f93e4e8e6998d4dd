import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Webinar } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { makeWebinar } from '../test-fixtures.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';
import { WebinarActions } from './webinar-actions.tsx';

afterEach(cleanup);

function show(webinar: Webinar, isRegistering = false) {
  const onRegister = vi.fn();
  render(
    <AppProviders>
      <WebinarActions webinar={webinar} onRegister={onRegister} isRegistering={isRegistering} />
    </AppProviders>,
  );
  return onRegister;
}

const registerButton = (title: string) => screen.queryByRole('button', { name: `Register for ${title}` });

describe('WebinarActions: the register button', () => {
  it('free: Register, which registers', () => {
    const webinar = makeWebinar({ title: 'Free one' });
    const onRegister = show(webinar);
    const button = registerButton('Free one')!;
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toBe(WEBINAR_TEXTS.register);
    fireEvent.click(button);
    expect(onRegister).toHaveBeenCalledWith(webinar);
    expect(screen.queryByText(/^Pay /)).toBeNull();
  });

  it('paid: Register with the price to pay, which opens the payment', () => {
    const webinar = makeWebinar({ title: 'Paid one', is_free: false, price: 1499 });
    const onRegister = show(webinar);
    const button = registerButton('Paid one')!;
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(WEBINAR_TEXTS.paidNote('₹1,499.00'))).toBeTruthy();
    fireEvent.click(button);
    expect(onRegister).toHaveBeenCalledWith(webinar);
  });

  it('paid, while paying: busy and not clickable again', () => {
    const onRegister = show(makeWebinar({ title: 'Paying', is_free: false, price: 99 }), true);
    const button = registerButton('Paying')!;
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('registered (free or paid): a disabled Registered and Join with the link', () => {
    show(
      makeWebinar({
        title: 'Bought',
        is_free: false,
        price: 499,
        is_registered: true,
        joining_link: 'https://meet.example.com/bought',
      }),
    );
    const button = screen.getByRole('button', { name: 'Registered for Bought' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe(WEBINAR_TEXTS.registered);
    expect(screen.getByRole('link', { name: 'Join Bought' }).getAttribute('href')).toBe(
      'https://meet.example.com/bought',
    );
    expect(screen.queryByText(/^Pay /)).toBeNull();
  });

  it('owner: no register button, the registrations and the link instead', () => {
    show(
      makeWebinar({
        title: 'Mine',
        is_free: false,
        price: 499,
        is_my_webinar: true,
        registrations_count: 3,
        joining_link: 'https://meet.example.com/mine',
      }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('3 registered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/mine' })).toBeTruthy();
  });

  it('closed (free or paid): no register button', () => {
    show(makeWebinar({ title: 'Over', status: 'Closed', is_free: false, price: 499 }));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show(makeWebinar({ title: 'Over free', status: 'Closed' }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
