import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, mockApi, renderAt } from '../../../test-render.tsx';
import { CONGRATULATION_TITLE, CongratulationDialog } from './congratulation-dialog.tsx';

const bridge = installTestBridge();

function renderDialog() {
  const onClose = vi.fn();
  mockApi({});
  renderAt('/my-profile', { '/my-profile': <CongratulationDialog open onClose={onClose} /> });
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { name: CONGRATULATION_TITLE, hidden: true });
const button = (name: string) => within(dialog()).getByRole('button', { name, hidden: true });

describe('CongratulationDialog', { timeout: 20_000 }, () => {
  it('shows the 300 credits signup bonus with Skip and Redeem Now', () => {
    renderDialog();
    expect(dialog().textContent).toContain('300 credits');
    expect(button('Skip')).toBeTruthy();
    expect(document.activeElement).toBe(button('Redeem Now'));
  });

  it('Skip only closes', () => {
    const onClose = renderDialog();
    fireEvent.click(button('Skip'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("Redeem Now closes and leads to the Gamification page's Redeem Coins tab", async () => {
    const onClose = renderDialog();
    fireEvent.click(button('Redeem Now'));
    expect(onClose).toHaveBeenCalled();
    expect((await screen.findByTestId('location')).textContent).toBe('/trending/gamification?tab=redeem');
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});
