export {
  activeMembership,
  findGroup,
  GROUP_ACCESS_MESSAGES,
  type GroupRow,
  requireGroupAdmin,
  requireGroupReader,
  type Standing,
  standingIn,
} from './group-access.ts';
