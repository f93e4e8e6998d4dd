import {
  COUPON_FORM_MESSAGES,
  CouponCreatedSchema,
  CouponCreateSchema,
  CouponListSchema,
  IdParamsSchema,
  MessageResponseSchema,
  PAYMENT_ENDPOINTS,
  ValidCouponAnswerSchema,
  ValidCouponQuerySchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { ActorRule } from '../../http/who-may-act.ts';
import {
  createCoupon,
  deactivateCoupon,
  listCoupons,
  requireOwnCoupon,
  validCoupon,
} from './coupons.service.ts';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/** A group admin's coupons, and the coupon field's check. */
export const couponRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const db = app.database.db;
  const couponOwner: ActorRule = {
    who: "the coupon's owner",
    subject: [{ in: 'params', field: 'id', kind: 'coupon' }],
    authorize: (userId, { id }) => requireOwnCoupon(db, id, userId),
  };

  on(app, PAYMENT_ENDPOINTS.coupons)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Your coupons, newest first, with their uses (paid orders)',
        response: { 200: CouponListSchema },
      },
    },
    async (request) => ({ coupons: await listCoupons(db, request.user!.id) }),
  );

  on(app, PAYMENT_ENDPOINTS.createCoupon)(
    {
      onRequest: auth.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary:
          'Create a coupon for one of your Premium groups (or group null: all of your groups); the code is stored upper case; a code you already have: 409',
        body: CouponCreateSchema,
        response: { 201: CouponCreatedSchema },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(db, request.user!.id, request.body);
      return reply.status(201).send({ message: COUPON_FORM_MESSAGES.created, coupon });
    },
  );

  on(app, PAYMENT_ENDPOINTS.deactivateCoupon)(
    {
      onRequest: auth.requireUser,
      config: { whoMayAct: couponOwner },
      schema: {
        tags,
        security,
        summary: 'Deactivate your coupon (kept for the orders that used it)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await deactivateCoupon(db, request.user!.id, request.params.id);
      return { message: COUPON_FORM_MESSAGES.deactivated };
    },
  );

  on(app, PAYMENT_ENDPOINTS.validCoupon)(
    {
      onRequest: auth.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          "Check a coupon for a group: 'Valid Coupon' with its id and percentage, or the reason with coupon_id null",
        querystring: ValidCouponQuerySchema,
        response: { 200: ValidCouponAnswerSchema },
      },
    },
    async (request) =>
      validCoupon(db, {
        code: request.query.coupon_code,
        groupId: request.query.group,
        userId: request.user!.id,
      }),
  );
};
