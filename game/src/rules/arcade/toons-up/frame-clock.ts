import { MAX_STEPS_PER_FRAME, STEP_SECONDS } from './rules.js';

/**
 * How many fixed simulation steps a display frame runs: the frame's time plus what was left over,
 * in whole steps, at most MAX_STEPS_PER_FRAME (a long stall is dropped, not replayed).
 */
export function stepsForFrame(carrySeconds: number, frameSeconds: number): { steps: number; carry: number } {
  const available = carrySeconds + Math.max(0, frameSeconds);
  const steps = Math.floor(available / STEP_SECONDS + 1e-9);
  if (steps > MAX_STEPS_PER_FRAME) return { steps: MAX_STEPS_PER_FRAME, carry: 0 };
  return { steps, carry: available - steps * STEP_SECONDS };
}
