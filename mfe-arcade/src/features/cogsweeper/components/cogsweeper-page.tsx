import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { type BoardSize, COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { type Board, cogsLeft, isFinished } from 'trinket-game/rules';
import { HttpError } from 'web-kit';
import { Link, useRouteMetadata, useSearchParams } from 'web-kit/area';
import { AwardNotice } from '../../../components/award-notice';
import { SoundSwitch } from '../../../components/sound-switch';
import { formatBestTime, formatSeconds } from '../../../lib/format';
import { startArcadeSession } from '../../../lib/results/start-session';
import { useGameResults } from '../../../lib/results/use-game-results';
import { nextSeed, useSeedParam } from '../../../lib/seed';
import { beep } from '../../../lib/sound';
import { useNow } from '../../../lib/use-now';
import { isBusy, sendMove, shownBoard } from '../lib/kept-board';
import { type LevelChoice, levelFromParam, levelNames, sizeOfLevel } from '../lib/levels';
import { MoveLine } from '../lib/move-line';
import { elapsedMs, newSession, type SweepSession, sweepReducer } from '../lib/session';
import { BoardGrid } from './board-grid';
import { CustomBoardForm } from './custom-board-form';

/** Cogsweeper: clear the board without revealing a Cog. Lazy-loaded by the arcade's routes. */
export default function CogsweeperPage() {
  useRouteMetadata();
  const [searchParams] = useSearchParams();
  const linkedSeed = useSeedParam();
  const [session, dispatch] = useReducer(sweepReducer, null, () => {
    const level = levelFromParam(searchParams.get('level'));
    return newSession(level, sizeOfLevel(level), nextSeed(linkedSeed));
  });
  const [customSize, setCustomSize] = useState<BoardSize>({ width: 12, height: 12, cogs: 20 });
  const [flagMode, setFlagMode] = useState(false);
  const results = useGameResults();
  const { board, level } = session;
  const playing = board.status === 'playing';
  const now = useNow(playing);
  const levelId = useId();
  const reported = useRef<Board | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [moveProblem, setMoveProblem] = useState<string | null>(null);
  // A registered player's board of a standard level is kept by the api, which draws its Cogs from
  // a secret of its own and shows a cell only once it is revealed: every move goes through the api
  // (in order, see MoveLine), which pays for a win from its own record. Linked, custom and
  // signed-out boards are played in the browser and pay nothing.
  const wantsKeptBoard = results.registered && linkedSeed === null && level !== 'custom';
  // The board on screen's line of moves to the api; null until its first move, and for a new game.
  const line = useRef<MoveLine | null>(null);
  const endLine = useCallback(() => {
    line.current?.close();
    line.current = null;
  }, []);

  /** The move line of the board on screen, opened (with the api's session) at its first move. */
  const lineFor = useCallback((current: SweepSession): MoveLine => {
    if (line.current) return line.current;
    const size = { width: current.board.width, height: current.board.height, cogs: current.board.cogs };
    const level = current.level === 'custom' ? 'beginner' : current.level;
    const seed = startArcadeSession({ game: 'cogsweeper', board: level }).then((apiSession) => {
      if (line.current === moves) dispatch({ type: 'api-seed', seed: apiSession.seed });
      return apiSession.seed;
    });
    const moves: MoveLine = new MoveLine({
      send: async (move) => sendMove(await seed, move),
      isBusy,
      handlers: {
        answered: (answer, waitingMarks) => {
          setMoveProblem(null);
          dispatch({
            type: 'kept-board',
            board: shownBoard(size, answer, waitingMarks),
            now: performance.now(),
          });
        },
        failed: (error) => {
          if (!sessionRef.current.seedFromApi) {
            // The arcade is out of reach at the start: this board is played in the browser, for records only.
            line.current = null;
            setMoveProblem('The arcade could not be reached: this board earns no jellybeans.');
            return;
          }
          setMoveProblem(
            `That move did not reach the arcade${error instanceof HttpError && error.reason ? ` (${error.reason})` : ''}: try it again.`,
          );
        },
      },
    });
    line.current = moves;
    return moves;
  }, []);

  const start = useCallback(
    (choice: LevelChoice, size: BoardSize) => {
      results.resetAward();
      endLine();
      setMoveProblem(null);
      dispatch({ type: 'new-game', level: choice, size, seed: nextSeed(linkedSeed) });
    },
    [linkedSeed, results.resetAward, endLine],
  );

  /** Whether this board's moves go to the api: from its first move when it wants one, until that fails. */
  const keptNow = useCallback(
    (current: SweepSession) =>
      current.seedFromApi ||
      line.current !== null ||
      (wantsKeptBoard &&
        current.board.status === 'ready' &&
        current.startedAt === null &&
        moveProblem === null),
    [wantsKeptBoard, moveProblem],
  );

  const onActivate = useCallback(
    (index: number) => {
      const current = sessionRef.current;
      if (flagMode) {
        if (keptNow(current) && !isFinished(current.board)) lineFor(current).push({ action: 'mark', index });
        dispatch({ type: 'mark', index, now: performance.now() });
        return;
      }
      if (keptNow(current)) {
        if (!isFinished(current.board)) lineFor(current).push({ action: 'open', index });
        return;
      }
      dispatch({ type: 'activate', index, now: performance.now() });
    },
    [flagMode, keptNow, lineFor],
  );
  const onMark = useCallback(
    (index: number) => {
      const current = sessionRef.current;
      if (keptNow(current) && !isFinished(current.board)) lineFor(current).push({ action: 'mark', index });
      dispatch({ type: 'mark', index, now: performance.now() });
    },
    [keptNow, lineFor],
  );
  const onFocusCell = useCallback((index: number) => dispatch({ type: 'focus', index }), []);

  // Following a board link from this page starts that board.
  const levelParam = searchParams.get('level');
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const linked = levelFromParam(levelParam);
    endLine();
    setMoveProblem(null);
    dispatch({ type: 'new-game', level: linked, size: sizeOfLevel(linked), seed: nextSeed(linkedSeed) });
  }, [levelParam, linkedSeed, endLine]);

  // Leaving the page ends the line: answers still on their way are ignored.
  useEffect(() => endLine, [endLine]);

  // Report a finished game once: a best time, and a claim for jellybeans on a win.
  const { finish } = results;
  useEffect(() => {
    if (board.status !== 'won' && board.status !== 'lost') return;
    // A finished board never changes again (focus moves make a new session, not a new board).
    if (reported.current === board) return;
    reported.current = board;
    const time = elapsedMs(session, performance.now());
    if (board.status === 'lost') {
      beep(110, 300);
      return;
    }
    beep(880, 120);
    finish({
      // The api judges a kept board from its own record of the moves: the claim names the game only.
      claim: session.seedFromApi ? { game: 'cogsweeper', seed: session.seed } : null,
      record: level === 'custom' ? null : { key: level, value: time },
    });
  }, [board, level, session, finish]);

  const best = level === 'custom' ? undefined : results.records[level];
  const time = elapsedMs(session, now);

  return (
    <div className="page arcade-game">
      <h1>Cogsweeper</h1>
      <p>
        Reveal every cell that hides no Cog. A number tells how many Cogs touch that cell. Right-click,
        long-press or press F to flag a Cog; activate a number whose Cogs are all flagged to open the rest
        around it.
      </p>

      <div className="toolbar">
        <div className="field sweep-level">
          <label htmlFor={levelId}>Level</label>
          <select
            id={levelId}
            value={level}
            onChange={(event) => {
              const choice = event.target.value as LevelChoice;
              if (choice === 'custom') start('custom', customSize);
              else start(choice, COGSWEEPER_LEVELS[choice]);
            }}
          >
            {(Object.keys(levelNames) as LevelChoice[]).map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'custom'
                  ? levelNames[choice]
                  : `${levelNames[choice]} (${COGSWEEPER_LEVELS[choice].width}×${COGSWEEPER_LEVELS[choice].height}, ${COGSWEEPER_LEVELS[choice].cogs} Cogs)`}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => start(level, { width: board.width, height: board.height, cogs: board.cogs })}
        >
          New game
        </button>
        <button
          type="button"
          className="button button--small"
          aria-pressed={flagMode}
          onClick={() => setFlagMode((on) => !on)}
        >
          Flag mode
        </button>
        <SoundSwitch />
      </div>

      {level === 'custom' ? (
        <CustomBoardForm
          initial={customSize}
          onStart={(size) => {
            setCustomSize(size);
            start('custom', size);
          }}
        />
      ) : null}

      <dl className="sweep-status">
        <div>
          <dt>Cogs left</dt>
          <dd data-testid="cogs-left">{cogsLeft(board)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatSeconds(time)}</dd>
        </div>
        <div>
          <dt>Best</dt>
          <dd data-testid="best-time">{best === undefined ? '—' : formatBestTime(best)}</dd>
        </div>
      </dl>

      <BoardGrid
        board={board}
        focus={session.focus}
        revealLayout={linkedSeed !== null}
        onActivate={onActivate}
        onMark={onMark}
        onFocusCell={onFocusCell}
      />

      {moveProblem ? <p className="form-message form-message--error">{moveProblem}</p> : null}
      <div role="status" className="sweep-outcome">
        {board.status === 'won' ? (
          <p className="arcade-result">You cleared the board in {formatBestTime(time)}!</p>
        ) : null}
        {board.status === 'lost' ? (
          <p className="arcade-result">A Cog! Every Cog is shown: try again.</p>
        ) : null}
      </div>
      {board.status === 'won' ? (
        <AwardNotice
          award={results.award}
          registered={results.registered}
          unclaimed={
            linkedSeed !== null
              ? 'Linked boards earn no jellybeans: anyone with the link knows where the Cogs are.'
              : level === 'custom'
                ? 'Custom boards earn no jellybeans.'
                : 'This board earns no jellybeans: the arcade could not be reached when it began.'
          }
        />
      ) : null}

      <p className="fine-print">
        {level === 'custom' || session.seedFromApi ? null : (
          <>
            <Link to={`/arcade/cogsweeper?level=${level}&seed=${session.seed}`}>Link to this board</Link> (the
            same Cogs for anyone who opens it) ·{' '}
          </>
        )}
        <Link to="/arcade">Back to the arcade</Link>
      </p>
    </div>
  );
}
