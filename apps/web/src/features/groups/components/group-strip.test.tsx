import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, mockApi, renderAt } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import { makeGroup } from '../test-fixtures.ts';
import { GroupStrip, PHONE_STRIP_CARDS } from './group-strip.tsx';

installTestBridge();

const groups = [1, 2, 3, 4, 5].map((id) => makeGroup({ id, name: `Group ${id}` }));

function renderStrip() {
  mockApi({});
  renderAt('/my-profile', {
    '/my-profile': (
      <GroupStrip
        title="Groups created by you"
        groups={groups}
        context="profile"
        viewAllTo="/trending/main/all-groups/42"
      />
    ),
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Groups created by you' })).getAllByRole('listitem');

describe('GroupStrip', () => {
  it('shows at most 3 groups on a phone, then View All Groups', () => {
    setViewportWidth(375);
    renderStrip();
    expect(cards()).toHaveLength(PHONE_STRIP_CARDS);
    expect(screen.getByText('Group 3')).toBeTruthy();
    expect(screen.queryByText('Group 4')).toBeNull();
    const viewAll = screen.getByRole('link', { name: 'View All Groups' });
    expect(viewAll.getAttribute('href')).toBe('/trending/main/all-groups/42');
  });

  it('shows every group in a strip of 230 px cards from 768 px', () => {
    setViewportWidth(1280);
    renderStrip();
    expect(cards()).toHaveLength(5);
    expect(getComputedStyle(cards()[0] as HTMLElement).width).toBe('230px');
  });
});
