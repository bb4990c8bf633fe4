// The surface of mfe-auth: its pages, as the shell and the site's server learn them. The build
// publishes this as routes.json beside mf-manifest.json (shared-contracts holds only its schema).
// Plain data importing types only: the build reads this file on its own.
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'auth',
  // Its pages wait for the session: they act on the account (see RemoteSurfaceInput).
  mountsBeforeSession: false,
  routes: [
    { path: '/login', title: 'Log in', description: 'Log in to keep your Toons with your account.' },
    { path: '/signup', title: 'Sign up', description: 'Create an account to save your Toons everywhere.' },
    { path: '/auth', title: 'Account action', description: 'Handles links sent to your email.' },
    { path: '/forgot-password', title: 'Forgot password', description: 'Get a password reset email.' },
    { path: '/reset-password', title: 'Reset password', description: 'Choose a new password.' },
  ],
  menu: [],
  homeCards: [],
} satisfies RemoteSurfaceInput;
