import type {
  ProfileDetailsQuerySchema,
  ProfileDetailsResponseSchema,
  ProfilePhotoResultSchema,
} from '../schemas/profile.ts';
import type { UserIdParamsSchema } from '../schemas/trade.ts';
import type { SebiRegistrationResultSchema, SetSebiRegistrationBodySchema } from '../sebi/registration.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type SebiRegistration = Out<typeof SebiRegistrationResultSchema>;

/** The profiles' calls (platform.md §7 profile-details; docs/api.md "Profiles"), each declared once. */
export const USER_ENDPOINTS = {
  profileDetails: endpoint<{
    params: In<typeof UserIdParamsSchema>;
    query: In<typeof ProfileDetailsQuerySchema>;
    response: Out<typeof ProfileDetailsResponseSchema>;
  }>('GET', '/api/profile-details/:userId'),
  /** Multipart, field `image`; the photo itself is served from the same path plus its key (a file). */
  uploadProfilePhoto: endpoint<{ body: FormData; response: Out<typeof ProfilePhotoResultSchema> }>(
    'POST',
    '/api/profile/photo/',
  ),
  sebiRegistration: endpoint<{ response: SebiRegistration }>('GET', '/api/profile/sebi-registration/'),
  saveSebiRegistration: endpoint<{
    body: In<typeof SetSebiRegistrationBodySchema>;
    response: SebiRegistration;
  }>('PUT', '/api/profile/sebi-registration/'),
  clearSebiRegistration: endpoint<{ response: SebiRegistration }>(
    'DELETE',
    '/api/profile/sebi-registration/',
  ),
} as const;
