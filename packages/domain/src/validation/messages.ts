/** Form and API messages of platform.md §5 and §8, verbatim (typos included). */
export const FORM_MESSAGES = {
  required: 'This is Required.',
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Invalid Phone Number',
  onlyNumbers: 'Only Numbers',
} as const;

export const AUTH_MESSAGES = {
  invalidOtp: 'Invalid OTP',
  allFieldsRequired: 'All fields are required',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpExpired: 'OTP has expired, please request a new one',
  otpLocked: 'Too many wrong attempts, please request a new OTP',
  profileCreated: 'Profile created successfully',
} as const;
