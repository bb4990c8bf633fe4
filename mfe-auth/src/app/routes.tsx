import type { RouteObject } from 'shared-contracts/area';
import { LoginPage } from '../features/login/components/login-page';
import { AuthActionPage } from '../features/password-reset/components/auth-action-page';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { SignupPage } from '../features/signup/components/signup-page';

/** Every path this remote serves: the pages its surface (src/surface.ts) declares. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/auth', element: <AuthActionPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];
