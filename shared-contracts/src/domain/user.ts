import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** A site user, as stored by the api and returned by `GET /api/users/:uid`. */
export const UserSchema = z.object({
  /** The Firebase Auth uid. */
  uid: z.string().min(1).max(128),
  /** Null for anonymous users. */
  email: z.string().max(MAX_EMAIL_LENGTH).nullable(),
  isAnonymous: z.boolean(),
  createdAt: IsoDateTimeSchema,
  /** Slugs of the Trinkets the user owns. */
  trinkets: z.array(z.string().min(1).max(128)).max(10_000).default([]),
  /** The user's jellybean balance on the site. */
  jellybeans: z.number().int().nonnegative().default(0),
});
export type User = z.infer<typeof UserSchema>;

/** Body of `PUT /api/users/:uid`: what a client sends to create (or refresh) its user document. */
export const CreateUserBodySchema = z.strictObject({
  email: z.email().max(MAX_EMAIL_LENGTH).nullable(),
  isAnonymous: z.boolean(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;
