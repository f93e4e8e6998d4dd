import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './lazy-tooltip.tsx';

describe('LazyTooltip', () => {
  it('names the child with the title before anything loads, and shows the tooltip on hover', async () => {
    render(
      <LazyTooltip title="Share">
        <button type="button">⇪</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Share');
    fireEvent.pointerLeave(button);
  });

  it('keeps the same child element across the load, so a press that started the load still clicks', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Feature">
        <button type="button" onClick={onClick}>
          ★
        </button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Feature' });
    fireEvent.pointerEnter(before);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Feature' })).toBe(before);
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('describes the child with describeChild: its title while closed, its own name kept', async () => {
    render(
      <LazyTooltip title="Waiting for the entry price" describeChild>
        <span role="status">Upcoming</span>
      </LazyTooltip>,
    );
    const chip = screen.getByRole('status');
    expect(chip.getAttribute('title')).toBe('Waiting for the entry price');
    expect(chip.getAttribute('aria-label')).toBeNull();
    fireEvent.focus(chip);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Waiting for the entry price');
    expect(chip.getAttribute('title')).toBeNull();
  });

  it('loads nothing for an empty title', () => {
    render(
      <LazyTooltip title="">
        <button type="button">Trade</button>
      </LazyTooltip>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Trade' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
