import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import type { LoginResult } from '@tradecircle/domain';
import { useState } from 'react';
import { finishLogin, OtpFormStep, resendAt, saveCreatedProfile } from '../auth/index.ts';
import { type SubscribeDetails, SubscribeDetailsForm } from './subscribe-details-form.tsx';
import { SubscribePaymentStep } from './subscribe-payment-step.tsx';
import { SubscribePitch } from './subscribe-pitch.tsx';

interface OtpStep {
  userId: number;
  resendAtMs: number;
}

/** /subscribe: pitch, name and mobile, the OTP step in place, then the payment modal. */
export function SubscribePage() {
  const [details, setDetails] = useState<SubscribeDetails>({ name: '', phone: '' });
  const [otpStep, setOtpStep] = useState<OtpStep | null>(null);
  const [isPaymentOpen, setIsPaymentOpen] = useState(false);

  const handleVerified = async (result: LoginResult) => {
    await finishLogin(result);
    if (!result.is_profile_setup_complete) await saveCreatedProfile(details.name, result.user_id);
    setIsPaymentOpen(true);
  };

  return (
    <Box
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #072a66 0%, #0b3d91 60%, #0e4fae 100%)',
        py: { xs: 5, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SubscribePitch />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, color: 'text.primary' }}>
              <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
                {otpStep ? 'Verify your mobile' : 'Get the daily calls'}
              </Typography>
              {otpStep ? (
                <OtpFormStep
                  userId={otpStep.userId}
                  phone={details.phone}
                  resendAtMs={otpStep.resendAtMs}
                  onEditPhone={() => setOtpStep(null)}
                  onResent={(resendAtMs) => setOtpStep({ ...otpStep, resendAtMs })}
                  onVerified={handleVerified}
                />
              ) : (
                <SubscribeDetailsForm
                  defaultValues={details}
                  onOtpSent={(entered, answer) => {
                    setDetails(entered);
                    setOtpStep({ userId: answer.user_id, resendAtMs: resendAt(answer.resend_after_seconds) });
                  }}
                />
              )}
            </Paper>
          </Grid>
        </Grid>
      </Container>
      <SubscribePaymentStep open={isPaymentOpen} onClose={() => setIsPaymentOpen(false)} />
    </Box>
  );
}
