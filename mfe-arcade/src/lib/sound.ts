import { readSettings } from './settings';

let context: AudioContext | null = null;

/**
 * A short beep through WebAudio: the arcade's only sound. Silent while muted (the default) or
 * where the browser has no WebAudio.
 */
export function beep(frequency: number, durationMs = 80, volume = 0.05): void {
  if (readSettings().muted || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = volume;
    oscillator.connect(gain).connect(context.destination);
    const stopAt = context.currentTime + durationMs / 1000;
    gain.gain.setTargetAtTime(0, stopAt - 0.02, 0.01);
    oscillator.start();
    oscillator.stop(stopAt);
  } catch {
    // Sound is a nicety: a browser that refuses it changes nothing else.
  }
}
