import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { homeDestination } from '../auth-status.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OtpFormStep } from '../components/otp-form.tsx';
import { finishLogin } from '../finish-login.ts';
import { type PendingLogin, readPendingLogin, savePendingLogin } from '../pending-login.ts';

/** /verify-otp: the OTP for the number entered on /login. */
export function VerifyOtpPage() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingLogin | null>(readPendingLogin);

  if (!pending) return <Navigate to={routeTo('login')} replace />;

  const handleResent = (resendAtMs: number) => {
    const next = { ...pending, resendAtMs };
    savePendingLogin(next);
    setPending(next);
  };

  return (
    <AuthCard title="Verify OTP">
      <OtpFormStep
        userId={pending.userId}
        phone={pending.phone}
        resendAtMs={pending.resendAtMs}
        onEditPhone={() => navigate(routeTo('login'))}
        onResent={handleResent}
        onVerified={async (result) => {
          const status = await finishLogin(result);
          navigate(status === 'PROFILE' ? routeTo('completeProfile') : homeDestination(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
