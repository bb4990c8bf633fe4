import { radarAlertsKey } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { readAlertChoice, saveAlertChoice } from './alert-choice';

afterEach(() => window.localStorage.clear());

describe('the Cog Radar notification choice in browser storage', () => {
  it('comes back as it was saved', () => {
    saveAlertChoice({ cog: 'Mr. Hollywood', enabled: true });
    expect(JSON.parse(window.localStorage.getItem(radarAlertsKey.key) ?? 'null')).toEqual({
      cog: 'Mr. Hollywood',
      enabled: true,
    });
    expect(readAlertChoice()).toEqual({ cog: 'Mr. Hollywood', enabled: true });
  });

  it('starts empty on a first visit', () => {
    expect(readAlertChoice()).toEqual({ cog: '', enabled: false });
  });

  it('falls back field by field when the stored entry is damaged', () => {
    window.localStorage.setItem(radarAlertsKey.key, '{not json');
    expect(readAlertChoice()).toEqual({ cog: '', enabled: false });
    window.localStorage.setItem(radarAlertsKey.key, JSON.stringify({ cog: 42, enabled: true }));
    expect(readAlertChoice()).toEqual({ cog: '', enabled: true });
    window.localStorage.setItem(radarAlertsKey.key, JSON.stringify({ cog: 'x'.repeat(500), enabled: 'yes' }));
    expect(readAlertChoice()).toEqual({ cog: '', enabled: false });
    window.localStorage.setItem(radarAlertsKey.key, JSON.stringify(['Flunky']));
    expect(readAlertChoice()).toEqual({ cog: '', enabled: false });
  });
});
