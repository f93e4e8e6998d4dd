// The sandbox identity provider (IDENTITY_PROVIDER=sandbox): Firebase-shaped ID tokens signed locally,
// and the developer route that plays the sign-in. providers/identity/index.ts chooses it; app.ts
// serves its route.
export { identitySandboxRoutes } from './identity-sandbox.routes.ts';
export { createSandboxIdentityProvider, type SandboxIdentityProvider } from './sandbox-identity.provider.ts';
