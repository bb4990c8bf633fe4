// The surface of mfe-auth: its pages, as the shell and the site's server learn them. The build
// publishes this as routes.json beside mf-manifest.json (shared-contracts holds only its schema).
// Plain data importing types only: the build reads this file on its own.
import type { RemoteSurfaceInput, RouteFramesInput } from 'shared-contracts';

export const surface = {
  remote: 'auth',
  // Its pages wait for the session: they act on the account (see RemoteSurfaceInput).
  mountsBeforeSession: false,
  routes: [
    {
      path: '/login',
      title: 'Log in',
      description: 'Log in to keep your Toons with your account.',
    },
    {
      path: '/signup',
      title: 'Sign up',
      description: 'Create an account to save your Toons everywhere.',
    },
    // No frame: the page only forwards the email link (to /reset-password or /login).
    { path: '/auth', title: 'Account action', description: 'Handles links sent to your email.' },
    {
      path: '/forgot-password',
      title: 'Forgot password',
      description: 'Get a password reset email.',
    },
    {
      path: '/reset-password',
      title: 'Reset password',
      description: 'Choose a new password.',
      // No lead: what follows the heading depends on the reset code's check.
    },
  ],
  menu: [],
  homeCards: [],
} satisfies RemoteSurfaceInput;

/**
 * Each page's static frame (its heading and first paragraph, word for word as the page renders them,
 * and the shape of its first view), published with its route in routes.json: the site's server
 * paints it before any script runs. Kept apart from `surface` so this remote's JavaScript does not
 * carry it (the browser gets it from routes.json).
 */
export const routeFrames = {
  '/login': {
    heading: 'Log in',
    lead: 'Log in to keep your Toons with your account wherever you play.',
    placeholder: 'rows',
  },
  '/signup': {
    heading: 'Create your account',
    lead: 'Save your Toons to an account so they follow you to any device.',
    placeholder: 'rows',
  },
  '/forgot-password': {
    heading: 'Forgot your password?',
    lead: 'Enter your account’s email and we will send you a link to choose a new password.',
    placeholder: 'rows',
  },
  '/reset-password': { heading: 'Reset your password', placeholder: 'rows' },
} satisfies RouteFramesInput;
