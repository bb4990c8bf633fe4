import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TrophyTrack } from 'trinket-game/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrophyBoard } from './trophy-board';

// Made-up tracks: the board only needs their shape.
const tracks: TrophyTrack[] = [
  { stat: 'Example Wins', thresholds: [1, 10, 100], weight: 1 },
  { stat: 'Example Laps', thresholds: [5], weight: 1 },
];

afterEach(cleanup);

describe('TrophyBoard', () => {
  it('shows the trophies earned and the progress to the next one', () => {
    render(
      <TrophyBoard tracks={tracks} stats={{ 'Example Wins': 42 }} onChange={() => {}} max={1_000_000} />,
    );
    expect(screen.getByText(/Trophies earned:/).textContent).toBe('Trophies earned: 2 of 4');
    const bar = screen.getByRole('progressbar', { name: 'Example Wins: progress to the next trophy' });
    expect(bar.getAttribute('aria-valuemin')).toBe('10');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 of 100 for the next trophy');
  });

  it('shows a full bar once every trophy of a track is earned', () => {
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Laps': 9 }} onChange={() => {}} max={1_000_000} />);
    const bar = screen.getByRole('progressbar', { name: 'Example Laps: progress to the next trophy' });
    expect(bar.getAttribute('aria-valuenow')).toBe(bar.getAttribute('aria-valuemax'));
    expect(bar.getAttribute('aria-valuetext')).toBe('The trophy is earned');
  });

  it('saves a typed value into the statistics', () => {
    const onChange = vi.fn();
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 3 }} onChange={onChange} max={1_000_000} />);
    const input = screen.getByLabelText('Example Laps');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith({ 'Example Wins': 3, 'Example Laps': 7 });
  });

  it('counts one more with the + button', () => {
    const onChange = vi.fn();
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 3 }} onChange={onChange} max={1_000_000} />);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Example Wins' }));
    expect(onChange).toHaveBeenCalledWith({ 'Example Wins': 4 });
  });

  it.each([
    ['2.5', 'Enter a whole number from 0 to 1,000,000; “2.5” is not a whole number. Still saved: 0.'],
    [
      '99999999',
      'Enter a whole number from 0 to 1,000,000; 99,999,999 is more than the site keeps. Still saved: 0.',
    ],
  ])('keeps %s in the box, marked invalid, and says why; nothing is saved', (typed, words) => {
    const onChange = vi.fn();
    render(<TrophyBoard tracks={tracks} stats={{}} onChange={onChange} max={1_000_000} />);
    const input = screen.getByLabelText('Example Laps');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(words);
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith({ 'Example Laps': 4 });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a value that breaks a rule between statistics, links its words, and clears both once valid', () => {
    const onChange = vi.fn();
    // Laps within wins, as golf's under par within completed: a made-up rule of the same shape.
    const lapsWithinWins = (stats: Record<string, number>) =>
      (stats['Example Laps'] ?? 0) > (stats['Example Wins'] ?? 0) ? 'Laps cannot be more than wins' : null;
    render(
      <TrophyBoard
        tracks={tracks}
        stats={{ 'Example Wins': 3 }}
        onChange={onChange}
        max={1_000_000}
        ruleProblem={lapsWithinWins}
      />,
    );
    const input = screen.getByLabelText('Example Laps');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('5');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Laps cannot be more than wins. Still saved: 0.');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);

    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith({ 'Example Wins': 3, 'Example Laps': 2 });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a − that would break a rule, with the same words', () => {
    const onChange = vi.fn();
    const lapsWithinWins = (stats: Record<string, number>) =>
      (stats['Example Laps'] ?? 0) > (stats['Example Wins'] ?? 0) ? 'Laps cannot be more than wins' : null;
    render(
      <TrophyBoard
        tracks={tracks}
        stats={{ 'Example Wins': 2, 'Example Laps': 2 }}
        onChange={onChange}
        max={1_000_000}
        ruleProblem={lapsWithinWins}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'One fewer: Example Wins' }));
    expect(onChange).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Example Wins');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Laps cannot be more than wins. Still saved: 2.');
  });

  it('offers no + at the bound', () => {
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 5 }} onChange={() => {}} max={5} />);
    expect(screen.getByRole('button', { name: 'One more: Example Wins' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
