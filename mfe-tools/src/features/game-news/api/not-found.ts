import { HttpError } from 'web-kit';

/** The api's answer for an id its list does not name: the page says "not found". */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** Retries a failed read as the query setup does (three times), but never a refusal (4xx): it would answer the same. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 3;
