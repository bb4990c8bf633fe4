import { cleanup, render, screen, within } from '@testing-library/react';
import type { RemoteStatus } from 'shared-contracts/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteStatusCard } from './remote-status-card';

afterEach(cleanup);

const arcade: RemoteStatus = {
  remote: 'arcade',
  live: { version: '1.0.0', contractVersion: '^3.0.0', releasedAt: '2026-05-01T09:00:00.000Z' },
  canary: {
    version: '1.1.0',
    contractVersion: '^3.0.0',
    releasedAt: '2026-05-01T10:00:00.000Z',
    percent: 20,
  },
  figures: [
    {
      version: '1.0.0',
      loads: 120,
      loadFailures: 3,
      loadFailureRate: 0.025,
      areaErrors: 1,
      lcpSamples: 80,
      p75LcpMs: 1840,
    },
    {
      version: '1.1.0',
      loads: 0,
      loadFailures: 0,
      loadFailureRate: null,
      areaErrors: 0,
      lcpSamples: 0,
      p75LcpMs: null,
    },
  ],
  history: [
    {
      at: '2026-05-01T10:05:00.000Z',
      action: 'auto-rollback',
      version: '1.1.0',
      fromVersion: '1.0.0',
      reason: 'canary 1.1.0 failed 9 of 10 loads (90.0%)',
      actor: 'auto',
      figures: { canary: { loads: 10 } },
    },
    {
      at: '2026-05-01T10:00:00.000Z',
      action: 'canary',
      version: '1.1.0',
      fromVersion: '1.0.0',
      reason: null,
      actor: 'token',
      figures: null,
    },
  ],
};

describe('RemoteStatusCard', () => {
  it("shows the live and canary versions, each version's hour and the history in words", () => {
    render(<RemoteStatusCard status={arcade} windowMinutes={60} />);
    const card = screen.getByRole('region', { name: 'arcade' });
    expect(card.textContent).toContain('1.0.0: contract ^3.0.0, released 2026-05-01 09:00 UTC');
    expect(card.textContent).toContain('1.1.0 for 20% of visitors');
    const rows = within(card).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('1.0.0 (live)1203 (2.5%)11.84 s');
    expect(rows[2]?.textContent).toBe('1.1.0 (canary)0no loads0no samples');
    const history = within(card).getAllByRole('listitem');
    expect(history[0]?.textContent).toBe(
      '2026-05-01 10:05 UTC Canary rolled back by itself 1.1.0 (was 1.0.0), by automatic rollback: canary 1.1.0 failed 9 of 10 loads (90.0%)',
    );
    expect(history[1]?.textContent).toBe(
      '2026-05-01 10:00 UTC Canary started 1.1.0 (was 1.0.0), by release token',
    );
  });

  it('says so when nothing was released or reported', () => {
    render(
      <RemoteStatusCard
        status={{
          remote: 'tools',
          live: { version: 'build', contractVersion: null, releasedAt: null },
          canary: null,
          figures: [],
          history: [],
        }}
        windowMinutes={60}
      />,
    );
    const card = screen.getByRole('region', { name: 'tools' });
    expect(card.textContent).toContain('build: contract as built, the built dist/, never released');
    expect(card.textContent).toContain('Canarynone');
    expect(card.textContent).toContain("No reports from players' browsers in the last 60 minutes.");
  });
});
