// `npm run mailbox`: the local development mailbox. The Auth emulator sends no email; this lists
// the messages it would have sent (password resets, sign-in links) as links to this site's /auth
// page, newest last.
import { siteParts } from 'build-preset/parts';

const firebaseProjectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trinket';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${siteParts.authEmulator.port}`;

/** @returns {Promise<{ email: string, requestType: string, oobCode: string, siteLink: string }[]>} */
export async function readMailbox() {
  const response = await fetch(`http://${emulator}/emulator/v1/projects/${firebaseProjectId}/oobCodes`);
  if (!response.ok) throw new Error(`The Auth emulator answered HTTP ${response.status}`);
  const { oobCodes = [] } =
    /** @type {{ oobCodes?: { email: string, requestType: string, oobCode: string }[] }} */ (
      await response.json()
    );
  return oobCodes.map((entry) => {
    const mode = entry.requestType === 'PASSWORD_RESET' ? 'resetPassword' : entry.requestType;
    const link = new URL('/auth', siteUrl);
    link.searchParams.set('mode', mode);
    link.searchParams.set('oobCode', entry.oobCode);
    return {
      email: entry.email,
      requestType: entry.requestType,
      oobCode: entry.oobCode,
      siteLink: link.toString(),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const messages = await readMailbox();
    if (messages.length === 0) console.log('The mailbox is empty.');
    for (const message of messages)
      console.log(`${message.email}  ${message.requestType}\n  ${message.siteLink}`);
  } catch (error) {
    console.error(
      `Could not read the mailbox (is the Auth emulator running on ${emulator}?): ${/** @type {Error} */ (error).message}`,
    );
    process.exit(1);
  }
}
