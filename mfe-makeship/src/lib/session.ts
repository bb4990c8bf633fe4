import { type SessionStatus, useSession } from 'web-kit';

export interface Visitor {
  status: SessionStatus;
  uid: string | null;
  /** Only registered accounts collect, buy and enter giveaways. */
  isRegistered: boolean;
}

/** Who is looking at the page, for the parts that depend on an account. */
export function useVisitor(): Visitor {
  const status = useSession((state) => state.status);
  const uid = useSession((state) => state.user?.uid ?? null);
  return { status, uid, isRegistered: status === 'registered' };
}
