/** The auth feature's public entry: what other features and the shell use at once. Re-exports only. */
export { logout, sendOtp } from './api.ts';
export { OtpFormStep } from './components/otp-form.tsx';
export { PhoneField } from './components/phone-field.tsx';
export { finishLogin, saveCreatedProfile } from './finish-login.ts';
export { resendAt } from './pending-login.ts';
export { MobileSchema, ProfileFormSchema } from './schemas.ts';
export { useHoldSignupBonus, useSignupBonus } from './signup-bonus.ts';
