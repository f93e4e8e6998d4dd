import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../shared/api/app-bridge.ts';
import { notifyFailure } from '../../../shared/api/http-errors.ts';
import { sendOtp } from '../api.ts';
import { resendAt } from '../pending-login.ts';
import { formatCountdown, useCountdown } from '../use-countdown.ts';

interface ResendOtpProps {
  phone: string;
  resendAtMs: number;
  onResent: (resendAtMs: number) => void;
}

/** 'Resend OTP in m:ss', then a Resend OTP link asking api/login/ again. */
export function ResendOtp({ phone, resendAtMs, onResent }: ResendOtpProps) {
  const secondsLeft = useCountdown(resendAtMs);
  const resend = useMutation({
    mutationFn: () => sendOtp(phone),
    onSuccess: (answer) => {
      notify(answer.message, 'success');
      onResent(resendAt(answer.resend_after_seconds));
    },
    onError: (error) => notifyFailure(error),
  });

  if (secondsLeft > 0) {
    return (
      <Typography color="text.secondary" role="timer" sx={{ textAlign: 'center' }}>
        Resend OTP in {formatCountdown(secondsLeft)}
      </Typography>
    );
  }
  return (
    <Button variant="text" onClick={() => resend.mutate()} disabled={resend.isPending}>
      Resend OTP
    </Button>
  );
}
