/** The first http(s) address of a comment: the same rule the web app links by (packages/domain). */
export { findFirstUrl } from '@tradecircle/domain';
