import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ORDER_MESSAGES, PAYMENT_SNACKBAR_MS } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { routeApi } from '../follows/testing.ts';
import { useVideoCheckout } from './index.ts';
import { installFakeCheckout, orderAnswer } from './test-fixtures.ts';

const bridge = installTestBridge(() => storeValidLogin());
let checkout: ReturnType<typeof installFakeCheckout>;
afterEach(() => checkout?.uninstall());

const ORDER = '/backend/video/video-payment/';
const OUTCOME = '/backend/api/order-payment/';
let videoReads = 0;

/** A video page's query under ['videos'] beside the Buy button, as the video pages have. */
function Buyer({ kind, id }: { kind: 'video' | 'playlist'; id: number }) {
  useQuery({
    queryKey: ['videos', 'detail', id],
    queryFn: () => {
      videoReads += 1;
      return { id };
    },
  });
  const { buy, isPending } = useVideoCheckout();
  return (
    <button type="button" disabled={isPending} onClick={() => buy({ kind, id })}>
      Buy
    </button>
  );
}

function start(kind: 'video' | 'playlist', id: number) {
  checkout = installFakeCheckout();
  videoReads = 0;
  renderAt('/', { '/': <Buyer kind={kind} id={id} /> });
}

describe('useVideoCheckout', () => {
  it('orders a video, opens the checkout, reports the outcome and reads the video queries again', async () => {
    const api = routeApi({
      [`POST ${ORDER}`]: () =>
        json(
          200,
          orderAnswer({
            id: 77,
            order_id: 'order_Video00001',
            amount: 14_900,
            total_price: 149,
            group_detail: undefined,
            video_detail: { id: 12, title: 'Reading candlesticks', thumbnail: '/media/thumb.png' },
          }),
        ),
      [`PATCH ${OUTCOME}`]: () =>
        json(200, { message: ORDER_MESSAGES.successful, status: 'successful', video_id: 12 }),
    });
    start('video', 12);
    await waitFor(() => expect(videoReads).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(checkout.options.order_id).toBe('order_Video00001'));
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', true);
    expect(bodyOf(api.calls('POST', ORDER)[0]!.init)).toEqual({ video: 12 });
    expect(checkout.options).toMatchObject({
      amount: 14_900,
      currency: 'INR',
      name: 'Reading candlesticks',
      image: `${window.location.origin}/media/thumb.png`,
    });

    await act(async () => checkout.pay('pay_Video00001'));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(ORDER_MESSAGES.successful, 'success', PAYMENT_SNACKBAR_MS),
    );
    expect(bodyOf(api.calls('PATCH', OUTCOME)[0]!.init)).toEqual({
      id: 77,
      payment_status: 'successful',
      payment_id: 'pay_Video00001',
      payment_signature: 'f'.repeat(64),
    });
    expect(videoReads).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', false),
    );
  });

  it('orders a whole playlist by its id', async () => {
    const api = routeApi({
      [`POST ${ORDER}`]: () =>
        json(
          200,
          orderAnswer({
            group_detail: undefined,
            playlist_detail: { id: 5, name: 'Swing trading course', thumbnail: null },
          }),
        ),
    });
    start('playlist', 5);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(checkout.options.name).toBe('Swing trading course'));
    expect(bodyOf(api.calls('POST', ORDER)[0]!.init)).toEqual({ playlist: 5 });
  });

  it("shows the server's refusal and opens no checkout", async () => {
    routeApi({
      [`POST ${ORDER}`]: () => json(400, { message: ORDER_MESSAGES.videoBought }),
    });
    start('video', 12);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(ORDER_MESSAGES.videoBought, 'error', expect.any(Number)),
    );
    expect(checkout.FakeCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', false);
  });
});
