/** Teams and staff of the admin panel (super admins only; docs/api.md "Admin"). */
import {
  ADMIN_ENDPOINTS,
  type StaffAdd,
  type StaffMember,
  type StaffTeam,
  type StaffTeamForm,
  type StaffTeamUpdate,
} from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { StaffMember, StaffTeam };

/** Refusals these screens show themselves, in the dialog that asked: the server's message. */
const SHOWN_HERE = [400, 403, 404, 409] as const;

export function fetchTeams(signal?: AbortSignal) {
  return call(ADMIN_ENDPOINTS.teams, { signal });
}

export function fetchStaff(signal?: AbortSignal) {
  return call(ADMIN_ENDPOINTS.staff, { signal });
}

export function createTeam(form: StaffTeamForm) {
  return call(ADMIN_ENDPOINTS.createTeam, { body: form, handledStatuses: SHOWN_HERE });
}

export function updateTeam(id: number, change: StaffTeamUpdate) {
  return call(ADMIN_ENDPOINTS.updateTeam, { params: { id }, body: change, handledStatuses: SHOWN_HERE });
}

export function deleteTeam(id: number) {
  return call(ADMIN_ENDPOINTS.deleteTeam, { params: { id }, handledStatuses: SHOWN_HERE });
}

/** Adds a user to a team, or moves a staff member to another one (one team each). */
export function saveStaffMember(member: StaffAdd) {
  return call(ADMIN_ENDPOINTS.addStaff, { body: member, handledStatuses: SHOWN_HERE });
}

export function removeStaffMember(userId: number) {
  return call(ADMIN_ENDPOINTS.removeStaff, { params: { user_id: userId }, handledStatuses: SHOWN_HERE });
}
