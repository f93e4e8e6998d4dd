/**
 * Entry kinds of the track record that the server and the browser both name (docs/api.md, "Track
 * record"). A call's kinds (posted, edited, activated, ...) are written by trades.
 */

/**
 * The entry a merge of two accounts appends to the surviving account's chain (docs/operations.md,
 * "Merging profiles"): its content names the merged account's chain and commits to its head
 * (`merged_user_id`, `merged_head_seq`, `merged_head_hash`). It belongs to no call: its trade_id is
 * 0 in the payload and null on the wire, and the calls' fold ignores it.
 */
export const RECORD_MERGED_KIND = 'record_merged';

/** What a record_merged entry's payload holds besides kind, trade_id and at. */
export type RecordMergedContent = {
  merged_user_id: number;
  merged_head_seq: number;
  merged_head_hash: string;
};

/**
 * The kinds whose content carries the call's reasoning text: when the moderators hide a call's
 * reasoning, these entries show only their hashes to anyone but the expert.
 */
export const REASONING_ENTRY_KINDS: readonly string[] = ['posted', 'edited', 'reasoning_updated'];
