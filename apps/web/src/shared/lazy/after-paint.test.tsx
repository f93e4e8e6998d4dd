import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPaint } from './after-paint.tsx';

describe('AfterPaint', () => {
  it('shows the placeholder in the first paint and the content after it', async () => {
    render(
      <AfterPaint placeholder={<p>placeholder</p>}>
        <p>content</p>
      </AfterPaint>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(await screen.findByText('content')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
