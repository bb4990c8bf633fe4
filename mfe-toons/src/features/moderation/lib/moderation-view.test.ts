import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, auditTarget, formatWhen } from './moderation-view';

describe('the audit log in words', () => {
  it('names every action', () => {
    expect(Object.values(ACTION_LABELS).every((label) => label.length > 0)).toBe(true);
    expect(ACTION_LABELS['hide-toon']).toBe('Hid a Toon');
  });

  it('says what an entry acted on', () => {
    expect(auditTarget({ toonId: 't1', accountUid: 'u1', reportId: '7' })).toBe(
      'Toon t1, account u1, report 7',
    );
    expect(auditTarget({ toonId: null, accountUid: 'u1', reportId: null })).toBe('Account u1');
    expect(auditTarget({ toonId: null, accountUid: null, reportId: null })).toBe('—');
  });

  it('writes a time, or says it is unknown', () => {
    expect(formatWhen('2026-11-27T10:45:00.000Z')).toMatch(/2026/);
    expect(formatWhen(null)).toBe('unknown');
  });
});
