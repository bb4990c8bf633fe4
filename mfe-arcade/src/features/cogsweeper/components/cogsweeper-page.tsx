import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { type BoardSize, COGSWEEPER_LEVELS } from 'shared-contracts';
import { Link, useRouteMetadata, useSearchParams } from 'shared-contracts/area';
import { type Board, cogsLeft } from 'shared-contracts/game-rules';
import { AwardNotice } from '../../../components/award-notice';
import { SoundSwitch } from '../../../components/sound-switch';
import { formatBestTime, formatSeconds } from '../../../lib/format';
import { startArcadeSession } from '../../../lib/results/start-session';
import { useGameResults } from '../../../lib/results/use-game-results';
import { nextSeed, useSeedParam } from '../../../lib/seed';
import { beep } from '../../../lib/sound';
import { useNow } from '../../../lib/use-now';
import { type LevelChoice, levelFromParam, levelNames, sizeOfLevel } from '../lib/levels';
import { elapsedMs, newSession, sweepReducer } from '../lib/session';
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
  const seedPending = useRef(false);
  // A registered player's board is drawn from the api's seed (asked for at the first reveal, so the
  // api's clock starts with the game's): the api can then replay the game and pay for a win.
  const wantsApiSeed = results.registered && linkedSeed === null;

  const start = useCallback(
    (choice: LevelChoice, size: BoardSize) => {
      results.resetAward();
      dispatch({ type: 'new-game', level: choice, size, seed: nextSeed(linkedSeed) });
    },
    [linkedSeed, results.resetAward],
  );

  const onActivate = useCallback(
    (index: number) => {
      if (flagMode) {
        dispatch({ type: 'mark', index, now: performance.now() });
        return;
      }
      const current = sessionRef.current;
      if (!wantsApiSeed || current.seedFromApi || current.board.status !== 'ready') {
        dispatch({ type: 'activate', index, now: performance.now() });
        return;
      }
      if (seedPending.current) return;
      seedPending.current = true;
      startArcadeSession('cogsweeper')
        .then((apiSession) => {
          // A new game started while waiting: that board is not this one.
          if (sessionRef.current.board === current.board)
            dispatch({ type: 'api-seed', seed: apiSession.seed });
        })
        // Out of reach: the game goes on with the browser's seed, for records only.
        .catch(() => undefined)
        .finally(() => {
          seedPending.current = false;
          if (sessionRef.current.board === current.board) {
            dispatch({ type: 'activate', index, now: performance.now() });
          }
        });
    },
    [flagMode, wantsApiSeed],
  );
  const onMark = useCallback(
    (index: number) => dispatch({ type: 'mark', index, now: performance.now() }),
    [],
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
    dispatch({ type: 'new-game', level: linked, size: sizeOfLevel(linked), seed: nextSeed(linkedSeed) });
  }, [levelParam, linkedSeed]);

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
    const size = { width: board.width, height: board.height, cogs: board.cogs };
    finish({
      claim: session.seedFromApi
        ? {
            game: 'cogsweeper',
            seed: session.seed,
            board: level === 'custom' ? size : level,
            elapsedMs: time,
            moves: session.moves,
          }
        : null,
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
              : 'This board earns no jellybeans: the arcade could not be reached when it began.'
          }
        />
      ) : null}

      <p className="fine-print">
        {level === 'custom' ? null : (
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
