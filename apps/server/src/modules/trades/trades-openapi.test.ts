/** Every trades and broker route is in the OpenAPI document at /backend/docs/json with its request schema. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  required?: string[];
  enum?: unknown[];
  maximum?: number;
  additionalProperties?: boolean;
};
type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Expected = { path?: string[]; query?: string[]; body?: string[]; bearer?: boolean };

const TAGS = ['trades', 'trade reports', 'real trades', 'broker sandbox'];

/** method, path as documented, and the request it documents. */
const ROUTES: [string, string, Expected][] = [
  ['get', '/backend/api/trade/duration-list', {}],
  [
    'post',
    '/backend/api/trade/create-trade/',
    {
      bearer: true,
      body: [
        'security',
        'trade_type',
        'entry_price',
        'target_price',
        'stop_loss',
        'target_stop_loss_list',
        'lots',
        'duration',
        'reasonings',
        'copy_origin',
        'is_trade_private',
        'visibility',
        'is_real',
        'order_type',
        'product',
      ],
    },
  ],
  [
    'post',
    '/backend/api/own-groups/{groupId}/post-trade/',
    { bearer: true, path: ['groupId'], body: ['security', 'lots'] },
  ],
  [
    'get',
    '/backend/api/trade/trade-list-view/',
    {
      query: [
        'group_id',
        'res_type',
        'trade_status',
        'page_number',
        'detail_count',
        'filter_by',
        'trade_type',
        'duration',
        'start_date',
        'end_date',
        'is_same_user',
        'is_admin',
        'filters',
      ],
    },
  ],
  ['get', '/backend/api/groups/{id}/trades/', { path: ['id'], query: ['page'] }],
  [
    'post',
    '/backend/api/trade/update-trade-detail/',
    {
      bearer: true,
      body: ['id', 'entry_price', 'target_price', 'stop_loss', 'target_stop_loss_list', 'trade_type', 'lots'],
    },
  ],
  ['post', '/backend/api/trade/delete-trade/', { bearer: true, body: ['id'] }],
  ['patch', '/backend/api/trade/trade-patch', { bearer: true, body: ['id', 'entry_price', 'status'] }],
  ['post', '/backend/api/trade/exit-trade', { bearer: true, body: ['id'] }],
  [
    'patch',
    '/backend/api/trade/trade-detail-patch-featured/',
    { bearer: true, body: ['id', 'is_featured', 'request_type'] },
  ],
  [
    'patch',
    '/backend/api/trade/fando-trade-patch',
    { bearer: true, body: ['id', 'is_featured', 'request_type'] },
  ],
  [
    'post',
    '/backend/api/trade/update-reasoning/{trade_id}',
    { bearer: true, path: ['trade_id'], body: ['reason'] },
  ],
  [
    'post',
    '/backend/api/trade/update-comment/{trade_id}/',
    { bearer: true, path: ['trade_id'], body: ['comment', 'user_id'] },
  ],
  ['post', '/backend/add_fno_comment/{id}/', { bearer: true, path: ['id'], body: ['comment', 'user_id'] }],
  ['get', '/backend/api/trade/user-trade-detail/{id}/', { path: ['id'] }],
  ['get', '/backend/api/trade/comments/{trade_id}/', { path: ['trade_id'], query: ['page', 'order'] }],
  ['get', '/backend/api/trade/get-trade/{id}', { path: ['id'] }],
  ['get', '/backend/get-fno-trade/{id}', { path: ['id'] }],
  ['get', '/backend/api/trade/get-trades-count/{userId}', { path: ['userId'] }],
  ['get', '/backend/api/trade/trade-list/{userId}/{tab}/{page}', { path: ['userId', 'tab', 'page'] }],
  [
    'get',
    '/backend/api/trade/filter-trades/{tab}/{userId}/{page}/{status}/{sides}/{durations}/{dates}',
    { path: ['tab', 'userId', 'page', 'status', 'sides', 'durations', 'dates'] },
  ],
  [
    'get',
    '/backend/api/trade/all-trade-list/{userId}/{page}/{status}/{buySell}/{duration}',
    { path: ['userId', 'page', 'status', 'buySell', 'duration'] },
  ],
  ['get', '/backend/api/profile-details/{userId}', { path: ['userId'], query: ['request_user'] }],
  ['get', '/backend/api/trade/trade-report/{id}/', { path: ['id'] }],
  ['get', '/backend/api/trade/trade-report-list/', { bearer: true, query: ['page'] }],
  ['get', '/backend/api/trade/share-trade/{trade_id}/', { path: ['trade_id'] }],
  ['get', '/backend/api/broker/gateway/', {}],
  ['get', '/backend/api/broker/account/', { bearer: true }],
  ['delete', '/backend/api/broker/account/', { bearer: true }],
  ['get', '/backend/api/broker/trading/', { bearer: true }],
  ['post', '/backend/api/broker/connect/', { bearer: true }],
  ['post', '/backend/api/broker/connect/confirm/', { bearer: true, body: ['transaction_id'] }],
  ['get', '/backend/api/order/trade-start/', { bearer: true, query: ['trade_id'] }],
  ['post', '/backend/api/order/confirm/', { bearer: true, body: ['trade_id', 'transaction_id'] }],
  ['get', '/backend/api/order/trade-actions/', { bearer: true, query: ['trade_id'] }],
  [
    'post',
    '/backend/api/order/exit-order/',
    { bearer: true, query: ['trade_id', 'trade_action', 'order_type'] },
  ],
  [
    'patch',
    '/backend/api/trade/trade-detail-patch/',
    {
      bearer: true,
      // Two bodies (oneOf): the real exit's result and the featured toggle, told apart by request_type.
      body: [
        'trade_id',
        'transaction_id',
        'batch_id',
        'auth_id',
        'trade_action',
        'id',
        'is_featured',
        'request_type',
      ],
    },
  ],
  ['get', '/backend/sandbox/broker/scdk.js', {}],
  ['get', '/backend/sandbox/broker/scdk.css', {}],
  ['post', '/backend/sandbox/broker/gateway/{gatewayName}/transaction', { path: ['gatewayName'] }],
  [
    'get',
    '/backend/sandbox/broker/v1/{gatewayName}/engine/transactiondetails',
    { path: ['gatewayName'], query: ['transactionId'] },
  ],
  ['post', '/backend/sandbox/broker/shim/session', { body: ['gateway', 'transactionId', 'authToken'] }],
  [
    'post',
    '/backend/sandbox/broker/shim/login',
    { body: ['gateway', 'transactionId', 'authToken', 'broker', 'clientId'] },
  ],
  [
    'post',
    '/backend/sandbox/broker/shim/confirm',
    { body: ['gateway', 'transactionId', 'authToken', 'amo'] },
  ],
  [
    'post',
    '/backend/sandbox/broker/shim/cancel',
    { body: ['gateway', 'transactionId', 'authToken', 'stage'] },
  ],
];

let ctx: TestContext;
let paths: Record<string, Record<string, Operation>>;

const operation = (method: string, path: string) => paths[path]?.[method];
/** A route that takes a token but does not need one lists an empty (anonymous) alternative beside it. */
const requiresBearer = (security: unknown[] | undefined) =>
  Boolean(security?.length) && !security!.some((entry) => Object.keys(entry as object).length === 0);
const bodySchema = (method: string, path: string) =>
  operation(method, path)?.requestBody?.content['application/json']?.schema;
/** A body's field names; a body of several shapes (oneOf) has the fields of each. */
const bodyFields = (schema: JsonSchema | undefined): string[] =>
  (schema?.oneOf ?? [schema]).flatMap((shape) => Object.keys(shape?.properties ?? {}));

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ url: '/backend/docs/json' });
  expect(response.statusCode).toBe(200);
  paths = response.json().paths;
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('documents every trades and broker route with its path, query and body fields', () => {
    for (const [method, path, expected] of ROUTES) {
      const label = `${method.toUpperCase()} ${path}`;
      const documented = operation(method, path);
      expect(documented, label).toBeDefined();
      expect(documented!.summary, label).toBeTruthy();
      expect(TAGS.concat('profiles'), label).toEqual(expect.arrayContaining(documented!.tags ?? ['none']));
      const parameters = documented!.parameters ?? [];
      const named = (where: 'path' | 'query') =>
        parameters.filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
      expect(named('path').sort(), label).toEqual([...(expected.path ?? [])].sort());
      expect(named('query').sort(), label).toEqual([...(expected.query ?? [])].sort());
      const body = bodySchema(method, path);
      if (expected.body) expect(bodyFields(body), label).toEqual(expect.arrayContaining(expected.body));
      else expect(body, label).toBeUndefined();
      expect(requiresBearer(documented!.security), `${label} bearer`).toBe(Boolean(expected.bearer));
    }
  });

  it('lists no trades or broker route that the table above leaves out', () => {
    const known = new Set(ROUTES.map(([method, path]) => `${method} ${path}`));
    const tagged = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.tags?.some((tag) => TAGS.includes(tag)))
        .map(([method]) => `${method} ${path}`),
    );
    expect(tagged.length).toBeGreaterThan(30);
    expect(tagged.filter((route) => !known.has(route))).toEqual([]);
  });

  it('carries the request constraints: id ranges, the trade-patch status and its closed body', () => {
    const patch = bodySchema('patch', '/backend/api/trade/trade-patch')!;
    expect(patch.additionalProperties).toBe(false);
    expect(patch.required).toEqual(['id']);
    expect(patch.properties!.status!.enum).toEqual(['Closed', 'Active']);
    expect(patch.properties!.id!.maximum).toBe(2_147_483_647);
    const create = bodySchema('post', '/backend/api/trade/create-trade/')!;
    expect(create.properties!.trade_type!.enum).toEqual(['Buy', 'Sell']);
    expect(create.properties!.product).toBeDefined();
    const tradeId = operation('get', '/backend/api/trade/get-trade/{id}')!.parameters!.find(
      (parameter) => parameter.name === 'id',
    )!;
    expect(tradeId.schema?.maximum).toBe(2_147_483_647);
    const page = operation('get', '/backend/api/trade/trade-list/{userId}/{tab}/{page}')!.parameters!.find(
      (parameter) => parameter.name === 'page',
    )!;
    expect(page.schema?.maximum).toBe(100_000);
  });
});
