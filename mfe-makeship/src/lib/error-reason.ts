import { HttpError } from 'web-kit';

/** The api's own reason when it gave one (a 4xx such as "You already have …"), else a generic line. */
export function errorReason(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.reason) {
    return error.reason;
  }
  return fallback;
}
