/** Sends a text message to an Indian mobile (10 digits). */
export type SmsProvider = {
  kind: 'sandbox' | 'msg91';
  sendOtp(phone: string, otp: string): Promise<void>;
};

export const otpMessage = (otp: string) =>
  `${otp} is your TradeCircle OTP. It is valid for 5 minutes. Do not share it with anyone.`;
