/** The follow messages of platform.md §5 and §8, verbatim. */
export const FOLLOW_MESSAGES = {
  loginToFollow: 'Login to follow another User',
  /** When a refusal carries no message of its own. */
  failed: 'Could not update the follow. Please try again.',
} as const;
