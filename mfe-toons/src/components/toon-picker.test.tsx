import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Toon } from 'shared-contracts/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToon } from '../lib/toons/testing';
import { ToonPicker, useSelectedToon } from './toon-picker';

const toons = [makeToon({ id: '1', name: 'First Toon' }), makeToon({ id: '2', name: 'Second Toon' })];

function Page({ list }: { list: Toon[] }) {
  const [toon, select] = useSelectedToon(list);
  return (
    <>
      <ToonPicker toons={list} selectedId={toon?.id ?? null} onSelect={select} />
      <p>Showing {toon?.name ?? 'nobody'}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('ToonPicker with useSelectedToon', () => {
  it('starts on the first toon and remembers the choice for the next visit', () => {
    render(<Page list={toons} />);
    expect(screen.getByText('Showing First Toon')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Toon'), { target: { value: '2' } });
    expect(screen.getByText('Showing Second Toon')).toBeTruthy();
    cleanup();
    render(<Page list={toons} />);
    expect((screen.getByLabelText('Toon') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByText('Showing Second Toon')).toBeTruthy();
  });

  it('falls back to the first toon when the remembered one was deleted', () => {
    render(<Page list={toons} />);
    fireEvent.change(screen.getByLabelText('Toon'), { target: { value: '2' } });
    cleanup();
    render(<Page list={toons.slice(0, 1)} />);
    expect(screen.getByText('Showing First Toon')).toBeTruthy();
  });
});
