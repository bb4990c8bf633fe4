// npm run moderator -- grant|revoke|show <email>
// Grants or takes back the moderator claim of the account with that email (moderator-claims.ts).
// Against the Auth emulator: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 (and FIREBASE_PROJECT_ID,
// default demo-trinket), as the api reads them. Against production: FIREBASE_PROJECT_ID=<project>
// and application default credentials of an account allowed to manage the project's users.
import { z } from 'zod';
import { moderatorAuth, moderatorState, setModerator, UnknownAccountError } from './moderator-claims.js';

const USAGE = 'Usage: npm run moderator -- grant|revoke|show <email>';

const ArgsSchema = z.tuple([
  z.enum(['grant', 'revoke', 'show']),
  z.email({ error: 'expected an email address' }),
]);
const EnvSchema = z.object({
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'expected a Firebase project id (a-z, 0-9, -)' })
    .default('demo-trinket'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[^\s:/]+:\d{1,5}$/, { error: 'expected host:port, e.g. 127.0.0.1:9099' })
    .optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = ArgsSchema.safeParse(process.argv.slice(2));
if (!args.success) fail(`${USAGE}\n${args.error.issues.map((issue) => issue.message).join('; ')}`);
const env = EnvSchema.safeParse({
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID || undefined,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
});
if (!env.success)
  fail(env.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));

const [command, email] = args.data;
const projectId = env.data.FIREBASE_PROJECT_ID;
const emulatorHost = env.data.FIREBASE_AUTH_EMULATOR_HOST;
const where = emulatorHost ? `the Auth emulator at ${emulatorHost}` : `Firebase project ${projectId}`;
const auth = moderatorAuth({ projectId, emulatorHost });
try {
  const state =
    command === 'show'
      ? await moderatorState(auth, email)
      : await setModerator(auth, email, command === 'grant');
  const now = state.isModerator ? 'is a moderator' : 'is not a moderator';
  const change = command === 'show' ? '' : state.changed ? ' now' : ' (unchanged)';
  console.log(`${email} (uid ${state.uid}) ${now}${change} in ${where}.`);
  if (command !== 'show' && state.changed) {
    console.log('It takes effect with the account’s next ID token: sign in again, or within the hour.');
  }
} catch (error) {
  if (error instanceof UnknownAccountError) fail(`${error.message} (${where})`);
  fail(`Could not reach ${where}: ${error instanceof Error ? error.message : String(error)}`);
}
