import {
  type BoardSize,
  type CogsweeperBoardAnswer,
  CogsweeperBoardSchema,
  type CogsweeperMove,
} from 'shared-contracts/domain';
import { type Board, boardFromView, toggleMark } from 'trinket-game/rules';
import { apiClient, HttpError } from 'web-kit';

/** One move on a board the api keeps (`POST /api/arcade/sessions/:seed/moves`). */
export function sendMove(seed: number, move: CogsweeperMove): Promise<CogsweeperBoardAnswer> {
  return apiClient().post(`/arcade/sessions/${seed}/moves`, move, { schema: CogsweeperBoardSchema });
}

/** The api's "too many moves in a short time": the move is sent again a moment later. */
export function isBusy(error: unknown): boolean {
  return error instanceof HttpError && error.status === 429 && error.code === 'arcade_busy';
}

/** The board to show: the api's answer, with the marks still on their way to it drawn over it. */
export function shownBoard(size: BoardSize, answer: CogsweeperBoardAnswer, waitingMarks: number[]): Board {
  const board = boardFromView(size, answer.view, answer.status, answer.explodedIndex);
  return waitingMarks.reduce((shown, index) => toggleMark(shown, index), board);
}
