/** Record ids of bodies, paths and queries: the shared rule of packages/domain. */
export {
  MAX_RECORD_ID,
  recordIdParamSchema as recordIdParam,
  recordIdSchema as recordId,
} from '@tradecircle/domain';
