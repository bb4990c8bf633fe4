// The game's consent prompt, as the simulator plays it: the first time an Authorization value asks
// for a toon's data, the game asks the player whether to allow the app that sent it (named by the
// socket's hello or the HTTP request's User-Agent); once allowed, that value is not asked again.
// One desk serves the socket protocol and the documented HTTP API alike.

/** @typedef {'accept' | 'deny'} ConsentAnswer */
/**
 * @typedef {object} ConsentRequest
 * @property {number} port the game window that asks
 * @property {string} authorization the value the app sent
 * @property {string} app the app's name, as the prompt shows it
 * @property {() => boolean} [waiting] false once nobody waits for the answer (the socket closed,
 *   the request went away): the answer is then dropped and not counted
 */
/**
 * @typedef {object} ConsentDesk
 * @property {(request: ConsentRequest, onAnswer: (answer: ConsentAnswer | 'gone') => void) => void} ask
 *   calls `onAnswer` with the player's answer: at once (synchronously) for a value allowed before,
 *   as the game answers a known app without a prompt; 'gone' when nobody was waiting any more
 * @property {(consent: ConsentAnswer | 'ask') => void} setConsent
 * @property {() => number} pending prompts waiting for the "player" (consent 'ask')
 * @property {(answer: ConsentAnswer) => number} answerAll the "player" answers every waiting prompt
 * @property {() => number} deniedCount
 * @property {() => void} clear forgets the waiting prompts (the simulator stops)
 */

/**
 * @param {{ consent?: ConsentAnswer | 'ask', consentDelayMs?: number, log?: (line: string) => void }} options
 *   consent: 'accept' or 'deny' answers each prompt `consentDelayMs` after it opened (with the
 *   setting of that moment); 'ask' leaves it open until `answerAll`
 * @returns {ConsentDesk}
 */
export function createConsentDesk(options) {
  let consent = options.consent ?? 'accept';
  const delayMs = options.consentDelayMs ?? 300;
  const log = options.log ?? (() => {});
  /** @type {Set<string>} Authorization values the "player" allowed. */
  const allowed = new Set();
  /** @type {Set<(choice: ConsentAnswer) => void>} */
  const prompts = new Set();
  let denied = 0;

  /**
   * @param {ConsentRequest} request
   * @param {(answer: ConsentAnswer | 'gone') => void} onAnswer
   */
  function ask(request, onAnswer) {
    const waiting = request.waiting ?? (() => true);
    /** @param {ConsentAnswer} choice */
    const decide = (choice) => {
      prompts.delete(decide);
      if (!waiting()) {
        onAnswer('gone');
        return;
      }
      if (choice === 'deny' && !allowed.has(request.authorization)) {
        denied += 1;
        log(`port ${request.port}: the player denied ${request.app}`);
        onAnswer('deny');
        return;
      }
      if (!allowed.has(request.authorization)) log(`port ${request.port}: the player allowed ${request.app}`);
      allowed.add(request.authorization);
      onAnswer('accept');
    };
    if (allowed.has(request.authorization)) decide('accept');
    else if (consent === 'ask') prompts.add(decide);
    // The answer is the consent setting when the prompt is answered.
    else setTimeout(() => decide(consent === 'deny' ? 'deny' : 'accept'), delayMs);
  }

  return {
    ask,
    setConsent: (next) => {
      consent = next;
    },
    pending: () => prompts.size,
    answerAll: (choice) => {
      const waiting = [...prompts];
      for (const decide of waiting) decide(choice);
      return waiting.length;
    },
    deniedCount: () => denied,
    clear: () => prompts.clear(),
  };
}
