/** Every HTTP call of the API is served under this prefix (design.md, API surface). */
export const API_PREFIX = '/backend';
