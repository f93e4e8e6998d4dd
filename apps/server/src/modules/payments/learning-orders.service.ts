import {
  isChargeable,
  MAX_ORDER_PAISE,
  ORDER_MESSAGES,
  type OrderAnswer,
  type VideoPaymentOrder,
  WEBINAR_MESSAGES,
  type WebinarPaymentAnswer,
  type WebinarPaymentPatch,
  webinarStatusAt,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import {
  hasBoughtPlaylist,
  hasBoughtVideo,
  playlistForSale,
  type VideoProductForSale,
  videoForSale,
} from '../videos/index.ts';
import { isRegisteredForWebinar, type WebinarForSale, webinarForSale } from '../webinars/index.ts';
import {
  buyerPrefill,
  type OrderDeps,
  orderDetail,
  placeOrder,
  singleOrder,
  updateOrderPayment,
} from './orders.service.ts';
import { paymentOrders } from './payments.tables.ts';

/*
 * Orders of issue 31's products: a paid webinar's seat, a video, a whole playlist. Priced by the
 * server and placed as every order is (orders.service.ts placeOrder); granted by the ONE grant.
 */

/** A paid webinar not yet closed, of someone else, the buyer not yet registered (free or paid). */
async function quoteWebinarOrder(db: AppDb, userId: number, webinarId: number, now: Date) {
  const webinar = await webinarForSale(db, webinarId);
  if (!webinar) throw notFound(WEBINAR_MESSAGES.notFound);
  if (webinarStatusAt(webinar.startsAt, webinar.durationHours, now) === 'Closed')
    throw badRequest(WEBINAR_MESSAGES.closed);
  if (webinar.ownerUserId === userId) throw badRequest(WEBINAR_MESSAGES.ownWebinar);
  if (webinar.pricePaise === 0) throw badRequest(ORDER_MESSAGES.freeWebinar);
  if (await isRegisteredForWebinar(db, webinar.id, userId))
    throw badRequest(WEBINAR_MESSAGES.alreadyRegistered);
  if (!isChargeable(webinar.pricePaise)) throw badRequest(ORDER_MESSAGES.belowMinimum);
  if (webinar.pricePaise > MAX_ORDER_PAISE) throw badRequest(ORDER_MESSAGES.aboveMaximum);
  return webinar;
}

const webinarOrder = (userId: number, webinar: WebinarForSale) =>
  singleOrder('webinar', userId, webinar.ownerUserId, webinar.pricePaise, { webinarId: webinar.id });

/** POST trending/create-webinar-payment/: a seat of a paid webinar, priced by the server. */
export async function createWebinarOrder(
  deps: OrderDeps,
  input: { userId: number; webinarId: number },
): Promise<OrderAnswer> {
  const now = deps.now?.() ?? new Date();
  const webinar = await quoteWebinarOrder(deps.db, input.userId, input.webinarId, now);
  const prefill = await buyerPrefill(deps.db, input.userId);
  const row = await placeOrder(deps, webinarOrder(input.userId, webinar), async (tx) =>
    webinarOrder(input.userId, await quoteWebinarOrder(tx, input.userId, input.webinarId, now)),
  );
  return {
    order_detail: {
      ...orderDetail(row),
      webinar_detail: { id: webinar.id, title: webinar.title, owner: { id: webinar.ownerUserId } },
    },
    key_id: deps.provider.keyId,
    checkout_script: deps.provider.checkoutScript,
    prefill,
  };
}

/**
 * A Verified, paid video or playlist of someone else that the buyer has not bought (a video is
 * bought also when its playlist is). Another's video that is not Verified is hidden: not found.
 */
async function quoteVideoOrder(
  db: AppDb,
  userId: number,
  product: { video: number } | { playlist: number },
): Promise<VideoProductForSale> {
  const isVideo = 'video' in product;
  const item = isVideo ? await videoForSale(db, product.video) : await playlistForSale(db, product.playlist);
  const own = item?.ownerUserId === userId;
  if (!item || (!own && item.status !== 'Verified'))
    throw notFound(isVideo ? ORDER_MESSAGES.videoNotFound : ORDER_MESSAGES.playlistNotFound);
  if (own) throw badRequest(isVideo ? ORDER_MESSAGES.ownVideo : ORDER_MESSAGES.ownPlaylist);
  if (item.pricePaise === null)
    throw badRequest(isVideo ? ORDER_MESSAGES.freeVideo : ORDER_MESSAGES.freePlaylist);
  const bought = isVideo
    ? await hasBoughtVideo(db, userId, { id: item.id, playlistId: item.playlistId })
    : await hasBoughtPlaylist(db, userId, item.id);
  if (bought) throw badRequest(isVideo ? ORDER_MESSAGES.videoBought : ORDER_MESSAGES.playlistBought);
  if (!isChargeable(item.pricePaise)) throw badRequest(ORDER_MESSAGES.belowMinimum);
  if (item.pricePaise > MAX_ORDER_PAISE) throw badRequest(ORDER_MESSAGES.aboveMaximum);
  return item;
}

const videoOrder = (userId: number, item: VideoProductForSale) =>
  singleOrder(
    item.kind,
    userId,
    item.ownerUserId,
    item.pricePaise!,
    item.kind === 'video' ? { videoId: item.id } : { playlistId: item.id },
  );

/** POST video/video-payment/: a paid video or a whole playlist; the outcome goes through order-payment's PATCH. */
export async function createVideoOrder(
  deps: OrderDeps,
  input: { userId: number; body: VideoPaymentOrder },
): Promise<OrderAnswer> {
  const { video, playlist } = input.body;
  const product = video !== undefined ? { video } : playlist !== undefined ? { playlist } : null;
  if (!product) throw badRequest(ORDER_MESSAGES.nameOneProduct);
  const item = await quoteVideoOrder(deps.db, input.userId, product);
  const prefill = await buyerPrefill(deps.db, input.userId);
  const row = await placeOrder(deps, videoOrder(input.userId, item), async (tx) =>
    videoOrder(input.userId, await quoteVideoOrder(tx, input.userId, product)),
  );
  return {
    order_detail: {
      ...orderDetail(row),
      ...(item.kind === 'video'
        ? { video_detail: { id: item.id, title: item.title, thumbnail: item.thumbnail } }
        : { playlist_detail: { id: item.id, name: item.title, thumbnail: item.thumbnail } }),
    },
    key_id: deps.provider.keyId,
    checkout_script: deps.provider.checkoutScript,
    prefill,
  };
}

/**
 * PATCH trending/update-webinar-payment/: order-payment's PATCH for a webinar order of the caller
 * (another order is not found here); an `order_id` sent must be the order's provider order id. The
 * answer adds the spec's payment_data.status.
 */
export async function updateWebinarPayment(
  deps: OrderDeps,
  userId: number,
  patch: WebinarPaymentPatch,
): Promise<WebinarPaymentAnswer> {
  const [order] = await deps.db
    .select({ product: paymentOrders.product, providerOrderId: paymentOrders.providerOrderId })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, patch.id), eq(paymentOrders.userId, userId)));
  if (order?.product !== 'webinar') throw notFound(ORDER_MESSAGES.orderNotFound);
  if (patch.order_id && patch.order_id !== order.providerOrderId)
    throw badRequest(ORDER_MESSAGES.orderIdMismatch);
  const { order_id: _providerOrderId, ...outcome } = patch;
  const answer = await updateOrderPayment(deps, userId, outcome);
  return { ...answer, payment_data: { status: answer.status } };
}
