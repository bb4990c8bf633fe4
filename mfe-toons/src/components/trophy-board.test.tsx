import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TrophyTrack } from 'shared-contracts/game-data';
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
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 42 }} onChange={() => {}} />);
    expect(screen.getByText(/Trophies earned:/).textContent).toBe('Trophies earned: 2 of 4');
    const bar = screen.getByRole('progressbar', { name: 'Example Wins: progress to the next trophy' });
    expect(bar.getAttribute('aria-valuemin')).toBe('10');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 of 100 for the next trophy');
  });

  it('shows a full bar once every trophy of a track is earned', () => {
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Laps': 9 }} onChange={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: 'Example Laps: progress to the next trophy' });
    expect(bar.getAttribute('aria-valuenow')).toBe(bar.getAttribute('aria-valuemax'));
    expect(bar.getAttribute('aria-valuetext')).toBe('The trophy is earned');
  });

  it('saves a typed value into the statistics', () => {
    const onChange = vi.fn();
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 3 }} onChange={onChange} />);
    const input = screen.getByLabelText('Example Laps');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith({ 'Example Wins': 3, 'Example Laps': 7 });
  });

  it('counts one more with the + button', () => {
    const onChange = vi.fn();
    render(<TrophyBoard tracks={tracks} stats={{ 'Example Wins': 3 }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Example Wins' }));
    expect(onChange).toHaveBeenCalledWith({ 'Example Wins': 4 });
  });
});
