import type { User } from 'firebase/auth';
import { apiClient } from 'shared-contracts';

export interface UserDocumentBody {
  email: string | null;
  isAnonymous: boolean;
}

/** The account exists in Firebase but its user document could not be written. */
export class UserDocumentError extends Error {
  override name = 'UserDocumentError';
}

/** Creates the user's document, or updates it after an anonymous account is upgraded. */
export async function saveUserDocument(user: User, body: UserDocumentBody): Promise<void> {
  try {
    // The user's own token: the session may not know about this user yet.
    const token = await user.getIdToken();
    await apiClient().put(`/users/${encodeURIComponent(user.uid)}`, body, {
      auth: false,
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw new UserDocumentError(error instanceof Error ? error.message : 'user document not saved');
  }
}
