import * as z from 'shared-contracts/zod';
import { AccountEmailSchema, MAX_EMAIL_LENGTH } from './account-email.js';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

/** A site user, as stored by the api and returned by `GET /api/users/:uid`. */
export const UserSchema = lazySchema(() =>
  z.object({
    /** The Firebase Auth uid. */
    uid: z.string().check(z.minLength(1), z.maxLength(128)),
    /** Null for anonymous users. */
    email: z.nullable(z.string().check(z.maxLength(MAX_EMAIL_LENGTH))),
    isAnonymous: z.boolean(),
    createdAt: IsoDateTimeSchema,
    /** Slugs of the Trinkets the user owns. */
    trinkets: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(10_000)),
      [],
    ),
    /** The user's jellybean balance on the site. */
    jellybeans: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  }),
);
export type User = z.infer<typeof UserSchema>;

/** Body of `PUT /api/users/:uid`: what a client sends to create (or refresh) its user document. */
export const CreateUserBodySchema = lazySchema(() =>
  z.strictObject({
    email: z.nullable(AccountEmailSchema),
    isAnonymous: z.boolean(),
  }),
);
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;
