import { type RefObject, useEffect } from 'react';

export interface HeldKeys {
  left: boolean;
  right: boolean;
}

const LEFT = new Set(['ArrowLeft', 'a', 'A']);
const RIGHT = new Set(['ArrowRight', 'd', 'D']);

/** Form controls keep their own keys (Space toggles a switch, arrows change a select). */
function isFormControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, input, select, textarea, a') !== null;
}

/** Arrows or A/D steer while held; Space starts, pauses, resumes and plays again. */
export function useToonsUpKeys(held: RefObject<HeldKeys>, onSpace: () => void): void {
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (isFormControl(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (LEFT.has(event.key)) held.current.left = true;
      else if (RIGHT.has(event.key)) held.current.right = true;
      else if (event.key === ' ') {
        if (!event.repeat) onSpace();
      } else return;
      event.preventDefault();
    };
    const up = (event: KeyboardEvent) => {
      if (LEFT.has(event.key)) held.current.left = false;
      if (RIGHT.has(event.key)) held.current.right = false;
    };
    const release = () => {
      held.current.left = false;
      held.current.right = false;
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
    };
  }, [held, onSpace]);
}

export function directionOf(held: HeldKeys): -1 | 0 | 1 {
  if (held.left === held.right) return 0;
  return held.left ? -1 : 1;
}
