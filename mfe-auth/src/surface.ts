// The pages of mfe-auth, each declared once: its route, frame and code. The build publishes them as
// routes.json beside mf-manifest.json and the router serves them (app/routes.tsx). Plain data
// importing types only: the build reads this file on its own, and never calls a page's `load`.
//
// A page's `frame` is its `<h1>` and the paragraph right after it, word for word as the page renders
// them, and the shape of its first view: the site's server paints it before any script runs.
import type { ComponentType } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'auth',
  // Its pages wait for the session: they act on the account (see RemoteSurfaceInput).
  mountsBeforeSession: false,
  pages: [
    {
      path: '/login',
      title: 'Log in',
      description: 'Log in to keep your Toons with your account.',
      frame: {
        heading: 'Log in',
        lead: 'Log in to keep your Toons with your account wherever you play.',
        placeholder: 'rows',
      },
      load: () =>
        import(/* webpackChunkName: "route-login" */ './features/login/components/login-page').then(
          (module) => module.LoginPage,
        ),
    },
    {
      path: '/signup',
      title: 'Sign up',
      description: 'Create an account to save your Toons everywhere.',
      frame: {
        heading: 'Create your account',
        lead: 'Save your Toons to an account so they follow you to any device.',
        placeholder: 'rows',
      },
      load: () =>
        import(/* webpackChunkName: "route-signup" */ './features/signup/components/signup-page').then(
          (module) => module.SignupPage,
        ),
    },
    // No frame: the page only forwards the email link (to /reset-password or /login).
    {
      path: '/auth',
      title: 'Account action',
      description: 'Handles links sent to your email.',
      load: () =>
        import(
          /* webpackChunkName: "route-auth" */ './features/password-reset/components/auth-action-page'
        ).then((module) => module.AuthActionPage),
    },
    {
      path: '/forgot-password',
      title: 'Forgot password',
      description: 'Get a password reset email.',
      frame: {
        heading: 'Forgot your password?',
        lead: 'Enter your account’s email and we will send you a link to choose a new password.',
        placeholder: 'rows',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-forgot-password" */ './features/password-reset/components/forgot-password-page'
        ).then((module) => module.ForgotPasswordPage),
    },
    {
      path: '/reset-password',
      title: 'Reset password',
      description: 'Choose a new password.',
      // No lead: what follows the heading depends on the reset code's check.
      frame: { heading: 'Reset your password', placeholder: 'rows' },
      load: () =>
        import(
          /* webpackChunkName: "route-reset-password" */ './features/password-reset/components/reset-password-page'
        ).then((module) => module.ResetPasswordPage),
    },
  ],
} satisfies RemoteSurfaceInput<ComponentType>;
