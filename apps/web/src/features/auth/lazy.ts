/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const LoginPage = lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage');
export const VerifyOtpPage = lazyPage(() => import('./pages/verify-otp-page.tsx'), 'VerifyOtpPage');
export const CompleteProfilePage = lazyPage(
  () => import('./pages/complete-profile-page.tsx'),
  'CompleteProfilePage',
);
