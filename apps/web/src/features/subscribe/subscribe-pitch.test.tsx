import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscribePitch } from './subscribe-pitch.tsx';

describe('SubscribePitch', () => {
  it('claims no accuracy figure that the track record did not measure', () => {
    const { container } = render(<SubscribePitch />);
    expect(container.textContent).not.toMatch(/\d+\s*%/);
    expect(container.textContent).not.toMatch(/accuracy/i);
    expect(screen.getByText(/public, verifiable track record/).tagName).toBe('P');
  });
});
