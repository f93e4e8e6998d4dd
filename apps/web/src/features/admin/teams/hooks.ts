/** Query keys and hooks of teams and staff; every change reads both lists and the audit log again. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffAdd, StaffTeamForm, StaffTeamUpdate } from '@tradecircle/domain';
import { auditLogKeys } from '../audit-log/hooks.ts';
import { adminKeys } from '../hooks.ts';
import {
  createTeam,
  deleteTeam,
  fetchStaff,
  fetchTeams,
  removeStaffMember,
  saveStaffMember,
  updateTeam,
} from './api.ts';

export const teamKeys = {
  teams: () => [...adminKeys.all, 'teams'] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
};

export function useTeams() {
  return useQuery({ queryKey: teamKeys.teams(), queryFn: ({ signal }) => fetchTeams(signal) });
}

export function useStaff() {
  return useQuery({ queryKey: teamKeys.staff(), queryFn: ({ signal }) => fetchStaff(signal) });
}

/** A team's staff count and a member's team name change together; each change adds an audit entry. */
function useReadAgain() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [teamKeys.teams(), teamKeys.staff(), auditLogKeys.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveTeam() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (save: { id: null; form: StaffTeamForm } | { id: number; change: StaffTeamUpdate }) =>
      save.id === null ? createTeam(save.form) : updateTeam(save.id, save.change),
    onSettled: readAgain,
  });
}

export function useDeleteTeam() {
  const readAgain = useReadAgain();
  return useMutation({ mutationFn: (id: number) => deleteTeam(id), onSettled: readAgain });
}

export function useSaveStaffMember() {
  const readAgain = useReadAgain();
  return useMutation({ mutationFn: (member: StaffAdd) => saveStaffMember(member), onSettled: readAgain });
}

export function useRemoveStaffMember() {
  const readAgain = useReadAgain();
  return useMutation({ mutationFn: (userId: number) => removeStaffMember(userId), onSettled: readAgain });
}
