import { z } from 'zod';
import { IDENTITY_PROVIDERS } from '../constants/auth.ts';
import { AUTH_MESSAGES, FORM_MESSAGES } from '../validation/messages.ts';
import { normalizeIndianMobile } from '../validation/phone.ts';
import { ErrorResponseSchema } from './errors.ts';
import { ProfileDetailSchema } from './profile.ts';
import { recordIdParamSchema } from './record-id.ts';

/** The phone as typed (with or without +91); parsed to its 10 digits. */
export const IndianMobileSchema = z
  .string({ message: FORM_MESSAGES.invalidPhone })
  .transform((value, context) => {
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

export const LoginRequestSchema = z.object({ phone: IndianMobileSchema });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const OtpSchema = z
  .string({ message: AUTH_MESSAGES.allFieldsRequired })
  .regex(/^\d{4}$/, AUTH_MESSAGES.allFieldsRequired);

/** login/: the OTP is on its way; verify_otp/:user_id/ takes it. */
export const SendOtpResultSchema = z.object({
  user_id: z.number(),
  profile_id: z.number().nullable(),
  message: z.string(),
  resend_after_seconds: z.number(),
});
export type SendOtpResult = z.infer<typeof SendOtpResultSchema>;

export const VerifyOtpParamsSchema = z.object({ user_id: recordIdParamSchema() });

export const VerifyOtpRequestSchema = z.object({ otp: OtpSchema });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequestSchema>;

export const ProfileNameSchema = z
  .string({ message: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(120, 'Name should be at most 120 characters');

export const CreateProfileRequestSchema = z.object({
  name: ProfileNameSchema,
  user_id: z.coerce.number({ message: FORM_MESSAGES.required }).int().positive(),
});
export type CreateProfileRequest = z.infer<typeof CreateProfileRequestSchema>;

export const CreateProfileResultSchema = z.object({
  verified: z.boolean(),
  message: z.string(),
  profile_detail: ProfileDetailSchema,
});
export type CreateProfileResult = z.infer<typeof CreateProfileResultSchema>;

export const SuperUserResultSchema = z.object({ is_superuser: z.boolean() });
export type SuperUserResult = z.infer<typeof SuperUserResultSchema>;

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const TokenRefreshRequestSchema = z.object({
  refresh: z.string().min(1, AUTH_MESSAGES.allFieldsRequired),
});
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequestSchema>;

export const LogoutRequestSchema = z.object({ refresh: z.string().min(1) });
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

export const IdentityProviderSchema = z.enum(IDENTITY_PROVIDERS);

/** firebase-auth/:provider/: sign in with an identity provider's ID token. */
export const ProviderSignInParamsSchema = z.object({ provider: IdentityProviderSchema });

export const ProviderSignInRequestSchema = z.object({
  uid: z.string().min(1).max(128),
  id_token: z.string().min(1).max(8192),
  name: z.string().max(120).nullish(),
  email: z.string().max(254).nullish(),
  profile_picture: z.string().max(2048).nullish(),
});
export type ProviderSignInRequest = z.infer<typeof ProviderSignInRequestSchema>;

/** The provider's refusal, or (like every route) the body's validation errors. */
export const ProviderSignInRefusalSchema = z.union([
  z.object({ non_field_errors: z.array(z.string()) }),
  ErrorResponseSchema,
]);

export const PublicIpResultSchema = z.object({ ip: z.string() });
export type PublicIpResult = z.infer<typeof PublicIpResultSchema>;

/** Sandbox only: play the identity provider's sign-in, an ID token for this e-mail. */
export const SandboxIdentityTokenRequestSchema = z.object({
  provider: IdentityProviderSchema,
  email: z.email(FORM_MESSAGES.invalidEmail),
  name: z.string().trim().min(1, FORM_MESSAGES.required).max(120),
});
export type SandboxIdentityTokenRequest = z.infer<typeof SandboxIdentityTokenRequestSchema>;

/** What the identity provider hands the browser: the user's uid and an ID token. */
export const ProviderIdentitySchema = z.object({ uid: z.string(), id_token: z.string() });
export type ProviderIdentity = z.infer<typeof ProviderIdentitySchema>;

/** Sandbox only: the messages the sandbox SMS provider kept for a phone, newest first. */
export const SmsOutboxParamsSchema = z.object({ phone: IndianMobileSchema });
export const SmsOutboxMessageSchema = z.object({
  id: z.number(),
  phone: z.string(),
  message: z.string(),
  otp: z.string().nullable(),
  created: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessageSchema>;

export const LoginResultSchema = z.object({
  user_id: z.number().int(),
  token: TokenPairSchema,
  profile_id: z.number().int().nullable(),
  verified: z.boolean(),
  user_type: z.string(),
  is_profile_setup_complete: z.boolean(),
  first_time_user: z.boolean(),
  message: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;
