import {
  GROUP_ENDPOINTS,
  GroupPlansPathSchema,
  PLAN_MESSAGES,
  PlansAnswerSchema,
  PlansSavedSchema,
  PlansUpdateSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { plansOfGroup, savePlans } from './group-plans.service.ts';
import { groupAdminOnly, groupField } from './groups.who-may-act.ts';

const tags = ['groups'];

/** A Premium group's subscription plans: anyone reads them; the admin sets them. */
export const groupPlanRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const db = app.database.db;

  on(app, GROUP_ENDPOINTS.groupPlans)(
    {
      schema: {
        tags,
        summary: "The group's active plans, Daily first (prices in rupees)",
        params: GroupPlansPathSchema,
        response: { 200: PlansAnswerSchema },
      },
    },
    async (request) => ({ plans: await plansOfGroup(db, request.params.group_id) }),
  );

  on(app, GROUP_ENDPOINTS.saveGroupPlans)(
    {
      onRequest: auth.requireUser,
      config: {
        rateLimit: { max: 30, timeWindow: '15 minutes' },
        whoMayAct: groupAdminOnly(db, groupField('params', 'group_id')),
      },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          "Replace a Premium group's plans (admin): each period once, price from ₹1 with two decimals at most, discount below the price; periods left out are retired",
        params: GroupPlansPathSchema,
        body: PlansUpdateSchema,
        response: { 200: PlansSavedSchema },
      },
    },
    async (request) => ({
      message: PLAN_MESSAGES.saved,
      plans: await savePlans(db, {
        groupId: request.params.group_id,
        userId: request.user!.id,
        plans: request.body.plans,
      }),
    }),
  );
};
