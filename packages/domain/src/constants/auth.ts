/** The identity providers a user may sign in with (platform.md §3). */
export const IDENTITY_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
