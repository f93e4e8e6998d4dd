import { z } from 'zod';
import { AUTH_MESSAGES, FORM_MESSAGES } from '../validation/messages.ts';
import { normalizeIndianMobile } from '../validation/phone.ts';

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

export const VerifyOtpRequestSchema = z.object({ otp: OtpSchema });

export const ProfileNameSchema = z
  .string({ message: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(120, 'Name should be at most 120 characters');

export const CreateProfileRequestSchema = z.object({
  name: ProfileNameSchema,
  user_id: z.coerce.number({ message: FORM_MESSAGES.required }).int().positive(),
});

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

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
