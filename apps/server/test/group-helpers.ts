import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './auth-helpers.ts';
import type { Session } from './trade-helpers.ts';

/*
 * Groups through their calls (docs/api.md "Groups"): create, join or request, accept, leave, post.
 */

export type GroupType = 'Public' | 'Private' | 'Premium';

export async function createGroup(
  app: FastifyInstance,
  admin: Session,
  fields: { name?: string; group_type?: GroupType; [key: string]: unknown } = {},
): Promise<{ id: number; name: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/own-groups/',
    headers: bearer(admin.token.access),
    payload: { name: `Group ${Math.random().toString(36).slice(2, 8)}`, group_type: 'Public', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().group_detail;
}

export function joinGroup(app: FastifyInstance, session: Session, groupId: number, query = '') {
  return app.inject({
    method: 'POST',
    url: `/backend/api/groups/${groupId}/join/${query}`,
    headers: bearer(session.token.access),
  });
}

export function answerRequest(
  app: FastifyInstance,
  admin: Session,
  groupId: number,
  member: Session,
  accept: boolean,
) {
  return app.inject({
    method: accept ? 'PATCH' : 'DELETE',
    url: '/backend/api/join-leave/',
    headers: bearer(admin.token.access),
    payload: { membership_type: accept ? 'member' : 'request', group: groupId, member: member.user_id },
  });
}

export function leaveGroup(app: FastifyInstance, session: Session, groupId: number) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/groups/${groupId}/leave/`,
    headers: bearer(session.token.access),
  });
}

/** A member of a Private group: asks, and the admin accepts. */
export async function addMember(app: FastifyInstance, admin: Session, groupId: number, member: Session) {
  const asked = await joinGroup(app, member, groupId);
  expect(asked.statusCode, asked.body).toBe(200);
  if (asked.json().status === 'requested') {
    const accepted = await answerRequest(app, admin, groupId, member, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
}

export function postGroupTrade(
  app: FastifyInstance,
  admin: Session,
  groupId: number,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/own-groups/${groupId}/post-trade/`,
    headers: bearer(admin.token.access),
    payload: body,
  });
}
