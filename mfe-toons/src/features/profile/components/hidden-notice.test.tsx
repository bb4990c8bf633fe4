import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HiddenNotice } from './hidden-notice';

afterEach(cleanup);

describe('HiddenNotice', () => {
  it('tells the owner their Toon was hidden, and why', () => {
    render(<HiddenNotice hidden={{ scope: 'toon', reason: 'Impossible pink slips', at: null }} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Moderators hid this Toon from Top Toons.');
    expect(note.textContent).toContain('Reason: Impossible pink slips');
  });

  it('says when the whole account is hidden', () => {
    render(
      <HiddenNotice
        hidden={{ scope: 'account', reason: 'Invented Toons', at: '2026-01-01T00:00:00.000Z' }}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('every Toon of your account');
  });
});
