import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  createToonsUpGame,
  startToonsUp,
  stepsForFrame,
  stepToonsUp,
  type ToonsUpGame,
  ToonsUpRecorder,
  toonsUpRules,
  toonsUpScore,
} from 'trinket-game/rules';
import { Link, useRouteMetadata } from 'web-kit/area';
import { AwardNotice } from '../../../components/award-notice';
import { SoundSwitch } from '../../../components/sound-switch';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { startArcadeSession } from '../../../lib/results/start-session';
import { useGameResults } from '../../../lib/results/use-game-results';
import { nextSeed, useSeedParam } from '../../../lib/seed';
import { beep } from '../../../lib/sound';
import { drawScene } from './draw-scene';
import { directionOf, type HeldKeys, useToonsUpKeys } from './use-toons-up-keys';

type Phase = 'ready' | 'playing' | 'paused' | 'over';

const actionLabel: Record<Phase, string> = {
  ready: 'Start',
  playing: 'Pause',
  paused: 'Resume',
  over: 'Play again',
};

const { VIEW_HEIGHT, WORLD_WIDTH } = toonsUpRules;

/** Where the next game's seed comes from: the api (claimable), on its way, or the browser. */
type SeedSource = 'api' | 'waiting' | 'browser';

/** toons-up: bounce a toon upward. Lazy-loaded by the arcade's routes. */
export default function ToonsUpPage() {
  useRouteMetadata();
  const linkedSeed = useSeedParam();
  const reducedMotion = usePrefersReducedMotion();
  const results = useGameResults();
  const [phase, setPhase] = useState<Phase>('ready');
  const [finalScore, setFinalScore] = useState(0);
  const game = useRef<ToonsUpGame>(createToonsUpGame(nextSeed(linkedSeed)));
  // What the player held at each step: the log the api replays to pay for the game.
  const recorder = useRef(new ToonsUpRecorder());
  const [seedSource, setSeedSource] = useState<SeedSource>('browser');
  const seedSourceRef = useRef<SeedSource>('browser');
  const startWhenSeeded = useRef(false);
  const preparedGames = useRef(0);
  const phaseRef = useRef<Phase>('ready');
  const held = useRef<HeldKeys>({ left: false, right: false });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const playfieldRef = useRef<HTMLElement>(null);
  const scoreRef = useRef<HTMLSpanElement>(null);
  const redraw = useRef(true);

  const changePhase = useCallback((next: Phase) => {
    phaseRef.current = next;
    redraw.current = true;
    setPhase(next);
  }, []);

  const { finish, resetAward } = results;
  const onGameOver = useCallback(() => {
    const over = game.current;
    const score = toonsUpScore(over);
    setFinalScore(score);
    changePhase('over');
    beep(150, 350);
    finish({
      claim:
        seedSourceRef.current === 'api'
          ? { game: 'toons-up', seed: over.seed, score, inputs: recorder.current.changes }
          : null,
      record: { key: 'toons-up', value: score },
    });
  }, [changePhase, finish]);

  const setSource = useCallback((source: SeedSource) => {
    seedSourceRef.current = source;
    setSeedSource(source);
  }, []);

  const begin = useCallback(() => {
    startToonsUp(game.current);
    changePhase('playing');
  }, [changePhase]);

  // A registered player's game is drawn from the api's seed, so the api can replay it and pay for
  // it; anyone else's (and a linked seed's) from the browser, kept for records only.
  const wantsApiSeed = results.registered && linkedSeed === null;
  const prepareGame = useCallback(
    (startNow: boolean) => {
      const prepared = ++preparedGames.current;
      recorder.current = new ToonsUpRecorder();
      game.current = createToonsUpGame(nextSeed(linkedSeed));
      if (scoreRef.current) scoreRef.current.textContent = '0';
      changePhase('ready');
      if (!wantsApiSeed) {
        setSource('browser');
        if (startNow) begin();
        return;
      }
      setSource('waiting');
      startWhenSeeded.current = startNow;
      startArcadeSession({ game: 'toons-up' })
        .then((session) => {
          if (prepared !== preparedGames.current) return;
          game.current = createToonsUpGame(session.seed);
          setSource('api');
        })
        .catch(() => {
          // Out of reach: the game goes on with the browser's seed, for records only.
          if (prepared === preparedGames.current) setSource('browser');
        })
        .finally(() => {
          if (prepared !== preparedGames.current) return;
          redraw.current = true;
          if (startWhenSeeded.current) {
            startWhenSeeded.current = false;
            begin();
          }
        });
    },
    [begin, changePhase, linkedSeed, setSource, wantsApiSeed],
  );

  // A fresh game whenever who plays changes (the session settles after the page has loaded).
  useEffect(() => {
    if (phaseRef.current === 'ready') prepareGame(false);
  }, [prepareGame]);

  const primaryAction = useCallback(() => {
    switch (phaseRef.current) {
      case 'ready':
        if (seedSourceRef.current === 'waiting') startWhenSeeded.current = true;
        else begin();
        break;
      case 'playing':
        changePhase('paused');
        break;
      case 'paused':
        changePhase('playing');
        break;
      case 'over':
        resetAward();
        prepareGame(true);
        break;
    }
  }, [begin, changePhase, prepareGame, resetAward]);
  useToonsUpKeys(held, primaryAction);

  // A hidden tab pauses the game; the player resumes it when they come back.
  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && phaseRef.current === 'playing') changePhase('paused');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [changePhase]);

  // The frame loop: fixed simulation steps for the time that passed, then one drawing.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = WORLD_WIDTH * ratio;
    canvas.height = VIEW_HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    let carry = 0;
    let last: number | null = null;
    let shownScore = -1;
    let frame = requestAnimationFrame(function loop(time) {
      frame = requestAnimationFrame(loop);
      const frameSeconds = last === null ? 0 : (time - last) / 1000;
      last = time;
      const current = game.current;
      if (phaseRef.current === 'playing') {
        const { steps, carry: rest } = stepsForFrame(carry, frameSeconds);
        carry = rest;
        const input = { direction: directionOf(held.current) };
        if (steps > 0) recorder.current.hold(current.steps, input.direction);
        for (let i = 0; i < steps && current.status === 'playing'; i += 1) {
          for (const event of stepToonsUp(current, input)) {
            if (event === 'bean') beep(1320, 60);
          }
        }
        const score = toonsUpScore(current);
        if (score !== shownScore && scoreRef.current) {
          shownScore = score;
          scoreRef.current.textContent = String(score);
        }
        if (current.status === 'over') onGameOver();
        redraw.current = true;
      } else {
        carry = 0;
      }
      if (redraw.current) {
        redraw.current = false;
        drawScene(context, current, { time, reducedMotion });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [onGameOver, reducedMotion]);

  const hold = (side: keyof HeldKeys, on: boolean) => {
    held.current[side] = on;
  };
  const onPlayfieldPointer = (event: PointerEvent<HTMLCanvasElement>, on: boolean) => {
    if (!on) {
      held.current.left = false;
      held.current.right = false;
      return;
    }
    if (phaseRef.current !== 'playing') {
      primaryAction();
      return;
    }
    const bounds = event.currentTarget.getBoundingClientRect();
    hold(event.clientX < bounds.left + bounds.width / 2 ? 'left' : 'right', true);
  };

  const best = results.records['toons-up'];
  return (
    <div className="page arcade-game">
      <h1>Toons Up</h1>
      <p>
        Bounce from platform to platform, grab jellybeans and keep clear of the Cogs. The sky climbs faster
        the higher you go: fall off the bottom and the game is over.
      </p>
      <div className="toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            primaryAction();
            playfieldRef.current?.focus();
          }}
        >
          {actionLabel[phase]}
        </button>
        <SoundSwitch />
      </div>
      <dl className="sweep-status">
        <div>
          <dt>Score</dt>
          <dd>
            <span ref={scoreRef} data-testid="toons-up-score">
              0
            </span>
          </dd>
        </div>
        <div>
          <dt>Best</dt>
          <dd data-testid="toons-up-best">{best ?? '—'}</dd>
        </div>
      </dl>
      <section
        ref={playfieldRef}
        className="toons-up"
        data-phase={phase}
        data-seed-source={seedSource}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the playfield takes the keys while playing
        tabIndex={0}
        aria-label="Toons Up playfield: arrow keys or A and D steer, Space starts and pauses"
      >
        <canvas
          ref={canvasRef}
          className="toons-up__canvas"
          width={WORLD_WIDTH}
          height={VIEW_HEIGHT}
          onPointerDown={(event) => onPlayfieldPointer(event, true)}
          onPointerUp={(event) => onPlayfieldPointer(event, false)}
          onPointerCancel={(event) => onPlayfieldPointer(event, false)}
          onPointerLeave={(event) => onPlayfieldPointer(event, false)}
        />
        {phase !== 'playing' ? (
          <p className="toons-up__overlay" aria-hidden="true">
            {phase === 'ready'
              ? seedSource === 'waiting' && startWhenSeeded.current
                ? 'Getting ready…'
                : 'Press Space or tap to jump'
              : phase === 'paused'
                ? 'Paused'
                : `Game over: ${finalScore}`}
          </p>
        ) : null}
      </section>
      <div className="toons-up__pad">
        <button
          type="button"
          className="button"
          aria-label="Move left"
          onPointerDown={() => hold('left', true)}
          onPointerUp={() => hold('left', false)}
          onPointerLeave={() => hold('left', false)}
          onPointerCancel={() => hold('left', false)}
        >
          ◀
        </button>
        <button
          type="button"
          className="button"
          aria-label="Move right"
          onPointerDown={() => hold('right', true)}
          onPointerUp={() => hold('right', false)}
          onPointerLeave={() => hold('right', false)}
          onPointerCancel={() => hold('right', false)}
        >
          ▶
        </button>
      </div>
      <div role="status" className="sweep-outcome">
        {phase === 'over' ? <p className="arcade-result">Game over! You scored {finalScore}.</p> : null}
        {phase === 'paused' ? <p>Paused. Press Space or Resume to carry on.</p> : null}
      </div>
      {phase === 'over' ? (
        <AwardNotice
          award={results.award}
          registered={results.registered}
          unclaimed={
            linkedSeed !== null
              ? 'Linked games earn no jellybeans: anyone with the link knows the course.'
              : 'This game earns no jellybeans: the arcade could not be reached when it began.'
          }
        />
      ) : null}
      <p className="fine-print">
        {reducedMotion ? 'Reduced motion is on: the Cogs’ gears stand still. ' : null}
        <Link to="/arcade">Back to the arcade</Link>
      </p>
    </div>
  );
}
