import type { SmsProvider } from './sms.provider.ts';

const SEND_OTP_URL = 'https://control.msg91.com/api/v5/otp';

/**
 * MSG91 SendOTP v5 with our own code (`otp` parameter) on a DLT-approved template, so that
 * verification stays on our side with its limits. Not reachable from the sandboxed machines.
 */
export function createMsg91SmsProvider(options: { authKey: string; templateId: string }): SmsProvider {
  return {
    kind: 'msg91',
    sendOtp: async (phone, otp) => {
      const url = new URL(SEND_OTP_URL);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', `91${phone}`);
      url.searchParams.set('otp', otp);
      url.searchParams.set('otp_length', String(otp.length));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== 'success') {
        throw new Error(`MSG91 refused the OTP: ${body.message ?? response.status}`);
      }
    },
  };
}
