import type { CogsweeperBoardAnswer, CogsweeperMove } from 'shared-contracts/domain';

/** How long to wait before sending a move again after the api said "too many moves" (429). */
export const BUSY_RETRY_MS = 1000;

export interface MoveLineHandlers {
  /** The api's board after a move, and the marks still waiting in line behind it (to show over it). */
  answered(answer: CogsweeperBoardAnswer, waitingMarks: number[]): void;
  /** A move the api refused or never got; every move behind it is dropped with it. */
  failed(error: unknown): void;
}

export interface MoveLineOptions {
  send(move: CogsweeperMove): Promise<CogsweeperBoardAnswer>;
  /** True for the api's "too many moves" answer, which is waited out and sent again. */
  isBusy(error: unknown): boolean;
  wait?(ms: number): Promise<void>;
  handlers: MoveLineHandlers;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * A board the api keeps is played one move at a time, in the order they were made: a move is
 * sent once the api has answered the one before it, so every answer is the board after all the
 * moves up to it.
 */
export class MoveLine {
  readonly #waiting: CogsweeperMove[] = [];
  readonly #options: MoveLineOptions;
  #running = false;
  #closed = false;

  constructor(options: MoveLineOptions) {
    this.#options = options;
  }

  push(move: CogsweeperMove): void {
    if (this.#closed) return;
    this.#waiting.push(move);
    if (!this.#running) void this.#run();
  }

  /** Stops for good (a new game): answers still on their way are ignored. */
  close(): void {
    this.#closed = true;
    this.#waiting.length = 0;
  }

  async #run(): Promise<void> {
    this.#running = true;
    const { send, isBusy, handlers } = this.#options;
    const wait = this.#options.wait ?? sleep;
    try {
      while (this.#waiting.length > 0 && !this.#closed) {
        const move = this.#waiting[0] as CogsweeperMove;
        let answer: CogsweeperBoardAnswer;
        try {
          answer = await send(move);
        } catch (error) {
          if (this.#closed) return;
          if (isBusy(error)) {
            await wait(BUSY_RETRY_MS);
            continue;
          }
          this.#waiting.length = 0;
          handlers.failed(error);
          return;
        }
        if (this.#closed) return;
        this.#waiting.shift();
        const marks = this.#waiting.filter((next) => next.action === 'mark').map((next) => next.index);
        handlers.answered(answer, marks);
      }
    } finally {
      this.#running = false;
    }
  }
}
