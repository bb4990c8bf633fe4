import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRouteMetadata } from 'shared-contracts/area';
import { AwardNotice } from '../../../components/award-notice';
import { SoundSwitch } from '../../../components/sound-switch';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { useGameResults } from '../../../lib/results/use-game-results';
import { nextSeed, useSeedParam } from '../../../lib/seed';
import { beep } from '../../../lib/sound';
import { stepsForFrame } from '../lib/frame-clock';
import { createGame, elapsedSeconds, scoreOf, startGame, step, type ToonsUpGame } from '../lib/game';
import { VIEW_HEIGHT, WORLD_WIDTH } from '../lib/rules';
import { drawScene } from './draw-scene';
import { directionOf, type HeldKeys, useToonsUpKeys } from './use-toons-up-keys';

type Phase = 'ready' | 'playing' | 'paused' | 'over';

const actionLabel: Record<Phase, string> = {
  ready: 'Start',
  playing: 'Pause',
  paused: 'Resume',
  over: 'Play again',
};

/** toons-up: bounce a toon upward. Lazy-loaded by the arcade's routes. */
export default function ToonsUpPage() {
  useRouteMetadata();
  const linkedSeed = useSeedParam();
  const reducedMotion = usePrefersReducedMotion();
  const results = useGameResults();
  const [phase, setPhase] = useState<Phase>('ready');
  const [finalScore, setFinalScore] = useState(0);
  const game = useRef<ToonsUpGame>(createGame(nextSeed(linkedSeed)));
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
    const score = scoreOf(over);
    setFinalScore(score);
    changePhase('over');
    beep(150, 350);
    finish({
      claim: {
        game: 'toons-up',
        score,
        elapsedMs: Math.round(elapsedSeconds(over) * 1000),
        seed: over.seed,
      },
      record: { key: 'toons-up', value: score },
      claimable: true,
    });
  }, [changePhase, finish]);

  const primaryAction = useCallback(() => {
    switch (phaseRef.current) {
      case 'ready':
        startGame(game.current);
        changePhase('playing');
        break;
      case 'playing':
        changePhase('paused');
        break;
      case 'paused':
        changePhase('playing');
        break;
      case 'over':
        resetAward();
        game.current = createGame(nextSeed(linkedSeed));
        if (scoreRef.current) scoreRef.current.textContent = '0';
        startGame(game.current);
        changePhase('playing');
        break;
    }
  }, [changePhase, linkedSeed, resetAward]);
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
        for (let i = 0; i < steps && current.status === 'playing'; i += 1) {
          for (const event of step(current, input)) {
            if (event === 'bean') beep(1320, 60);
          }
        }
        const score = scoreOf(current);
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
              ? 'Press Space or tap to jump'
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
      {phase === 'over' ? <AwardNotice award={results.award} registered={results.registered} /> : null}
      <p className="fine-print">
        {reducedMotion ? 'Reduced motion is on: the Cogs’ gears stand still. ' : null}
        <Link to="/arcade">Back to the arcade</Link>
      </p>
    </div>
  );
}
