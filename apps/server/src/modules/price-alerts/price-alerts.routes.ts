import {
  CreatePriceAlertRequestSchema,
  IdParamsSchema,
  PRICE_ALERT_ENDPOINTS,
  PriceAlertSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import type { QuoteBook } from '../market/index.ts';
import { createAlert, listMyAlerts, removeAlert } from './price-alerts.service.ts';

const tags = ['price alerts'];
const security = [{ bearerAuth: [] }];

export type PriceAlertRoutesOptions = {
  auth: RequestAuth;
  quotes: QuoteBook;
  /** Told of each new alert's security (app.ts: the price alert watcher). */
  onCreated?: (securityId: number) => void;
};

/** The caller's price alerts (docs/api.md "Copy guardrails and price alerts"). */
export const priceAlertRoutes: FastifyPluginAsyncZod<PriceAlertRoutesOptions> = async (
  app,
  { auth, quotes, onCreated },
) => {
  const db = app.database.db;
  const deps = { db, quotes, ...(onCreated ? { onCreated } : {}) };
  // The token first (401), before any body is validated.
  app.addHook('onRequest', auth.requireUser);
  const config = { whoMayAct: ANY_USER } as const;

  on(app, PRICE_ALERT_ENDPOINTS.myAlerts)(
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's price alerts, waiting and triggered, newest first",
        response: { 200: z.array(PriceAlertSchema) },
      },
    },
    async (request) => listMyAlerts(deps, request.user!.id),
  );

  on(app, PRICE_ALERT_ENDPOINTS.createAlert)(
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Create a price alert: notified in the app once the live price is at or above (below) the price',
        body: CreatePriceAlertRequestSchema,
        response: { 201: PriceAlertSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAlert(deps, request.user!.id, request.body)),
  );

  on(app, PRICE_ALERT_ENDPOINTS.removeAlert)(
    {
      config,
      // 204, no body: no JSON answer to describe.
      schema: {
        tags,
        security,
        summary: 'Delete one of your price alerts',
        params: IdParamsSchema,
        response: {},
      },
    },
    async (request, reply) => {
      await removeAlert(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
