/** Form schemas of the sign-in screens, built from the shared rules in @tradecircle/domain. */
import { FORM_MESSAGES, isIndianMobile, OtpSchema, ProfileNameSchema } from '@tradecircle/domain';
import { z } from 'zod';

export const MobileSchema = z
  .string()
  .min(1, FORM_MESSAGES.required)
  .refine((value) => /^\d{10}$/.test(value) && isIndianMobile(value), FORM_MESSAGES.invalidPhone);

export const PhoneFormSchema = z.object({ phone: MobileSchema });
export type PhoneForm = z.infer<typeof PhoneFormSchema>;

export const OtpFormSchema = z.object({ otp: OtpSchema });
export type OtpForm = z.infer<typeof OtpFormSchema>;

export const ProfileFormSchema = z.object({ name: ProfileNameSchema });
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** Keeps digits only, at most `max` of them (the mobile and OTP fields strip as the user types). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** '+91 98765 43210' for display. */
export function displayPhone(phone: string, prefix: string): string {
  return `${prefix} ${phone.slice(0, 5)} ${phone.slice(5)}`.trim();
}
