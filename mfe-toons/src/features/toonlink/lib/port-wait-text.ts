import type { AnswerWait, PortStatus } from './port-link';

/**
 * A linked game's refresh is answered at once as a rule: only a wait this long is worth telling
 * the player about (a shorter one would flash by on every refresh).
 */
export const SLOW_ANSWER_NOTICE_MS = 5_000;

/** A wait in words: "12 s" up to two minutes, then whole minutes. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`;
}

/** What the player needs to know about the waiting request, or null when nothing worth saying. */
export interface WaitNotice {
  /** The sentence before the time of the next request. */
  text: string;
  /** When the page asks again (epoch ms). */
  nextAskAt: number;
}

/**
 * The truth about a request the game has not answered, by what the page knows: before any answer,
 * the game may be showing its prompt (it sends nothing until the player allows the link); once it
 * has answered, it allowed the link and is slow, busy or stuck.
 */
export function waitNotice(status: PortStatus, wait: AnswerWait | null, now: number): WaitNotice | null {
  if (!wait) return null;
  const waited = durationText(now - wait.since);
  if (status === 'awaiting-consent') {
    const asked = wait.asks === 1 ? 'asked once' : `asked ${wait.asks} times`;
    return {
      text: `The game sends nothing until you allow the link in its prompt. Waiting for ${waited} (${asked}).`,
      nextAskAt: wait.nextAskAt,
    };
  }
  if (status === 'linked' && now - wait.since >= SLOW_ANSWER_NOTICE_MS) {
    return {
      text: `The game allowed the link and has not answered for ${waited}: what is shown is its last answer.`,
      nextAskAt: wait.nextAskAt,
    };
  }
  return null;
}
