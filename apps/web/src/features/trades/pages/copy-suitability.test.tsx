import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RiskCategory, SEBI_FNO_LOSS_STUDY, type Trade } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { RISK_PROFILE_API, riskProfileAnswer } from '../../risk-profile/testing.ts';
import { TradeCard } from '../components/trade-card.tsx';
import { makeTrade } from '../components/trade-fixtures.ts';
import { durationListAnswer } from '../dialogs/test-fixtures.ts';
import { useTradeCardActions } from './use-trade-card-actions.tsx';

/**
 * Copying a call beyond the viewer's risk profile (issue 33): the copy action asks first, naming the
 * reasons; Cancel copies nothing, Copy anyway opens the copy form. Without a profile, an F&O call's
 * question offers the questionnaire and still lets the viewer go on.
 */
const PAGE = '/feed';
const FOLLOWER_ID = '99';
const INTRADAY = makeTrade({ status: 'Active', duration: 1, duration_name: 'Intra-day-BTST' });
const DELIVERY = makeTrade({ status: 'Active' });
const FUTURE = makeTrade({
  status: 'Active',
  instrument_type: 'FUT',
  is_equity_trade: false,
  product: 'NRML',
  lot_size: 75,
  security_symbol: 'NIFTY26MAYFUT',
});

installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => {
  setLivePriceClient(null);
  localStorage.clear();
});

function CardWithActions({ trade }: { trade: Trade }) {
  const actions = useTradeCardActions();
  return <TradeCard trade={trade} viewer={actions.viewer} {...actions.handlers} />;
}

/** A follower (not the poster) whose risk profile is `category`, looking at `trade`. */
function renderAsFollower(category: RiskCategory | null, trade: Trade) {
  storeValidLogin({ userId: FOLLOWER_ID });
  const fetchMock = mockApi({
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(category),
  });
  renderAt(PAGE, { [PAGE]: <CardWithActions trade={trade} />, '/questions': <p>questionnaire</p> });
  return fetchMock;
}

const pressTrade = () =>
  fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Trade', hidden: true }));
const copyForm = () => screen.findByRole('heading', { name: 'Copy Trade', hidden: true });

describe('copying a call beyond the risk profile', () => {
  it('asks a conservative viewer first, naming the reasons; Cancel copies nothing', async () => {
    renderAsFollower('conservative', INTRADAY);
    pressTrade();
    const dialog = await screen.findByRole('dialog', { name: 'This call exceeds your risk profile' });
    expect(dialog.textContent).toContain(
      'Your risk profile is conservative. This call is marked unsuitable for it:',
    );
    expect(within(dialog).getByRole('list', { name: 'Reasons' }).textContent).toContain(
      'Intraday and BTST calls close within a day or two and need watching through the session',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This call exceeds your risk profile' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Copy Trade', hidden: true })).toBeNull();
  });

  it('opens the copy form on Copy anyway', async () => {
    renderAsFollower('conservative', INTRADAY);
    pressTrade();
    const dialog = await screen.findByRole('dialog', { name: 'This call exceeds your risk profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy anyway' }));
    expect(await copyForm()).toBeTruthy();
  });

  it('asks a moderate viewer about a futures call as a caution, with SEBI’s FY25 study', async () => {
    renderAsFollower('moderate', FUTURE);
    pressTrade();
    const dialog = await screen.findByRole('dialog', { name: 'Check this call before copying' });
    expect(within(dialog).getByRole('list', { name: 'Reasons' }).textContent).toContain(SEBI_FNO_LOSS_STUDY);
  });

  it('opens the copy form at once for a call that suits the viewer', async () => {
    const fetchMock = renderAsFollower('conservative', DELIVERY);
    pressTrade();
    expect(await copyForm()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /risk profile|before copying|right for you/ })).toBeNull();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(1);
  });
});

describe('copying without a risk profile', () => {
  it('offers the questionnaire before an F&O call, and still lets the viewer copy', async () => {
    renderAsFollower(null, FUTURE);
    pressTrade();
    const dialog = await screen.findByRole('dialog', { name: 'Is this call right for you?' });
    expect(dialog.textContent).toContain(SEBI_FNO_LOSS_STUDY);
    expect(
      within(dialog).getByRole('link', { name: 'Take the risk questionnaire' }).getAttribute('href'),
    ).toBe('/questions');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy anyway' }));
    expect(await copyForm()).toBeTruthy();
  });

  it('takes the viewer to the questionnaire from the question', async () => {
    renderAsFollower(null, FUTURE);
    pressTrade();
    const dialog = await screen.findByRole('dialog', { name: 'Is this call right for you?' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Take the risk questionnaire' }));
    expect(await screen.findByText('questionnaire')).toBeTruthy();
  });

  it('asks nothing before an equity call', async () => {
    renderAsFollower(null, INTRADAY);
    pressTrade();
    expect(await copyForm()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Is this call right for you?' })).toBeNull();
  });
});
