import { cleanup, render, screen, within } from '@testing-library/react';
import { browserStorageKeys } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from 'web-kit/area';
import { PrivacyPolicyPage } from './privacy-policy-page';

afterEach(cleanup);

describe('the privacy policy’s table of browser storage', () => {
  it('lists every registered key with its kind and what it holds, and nothing else', () => {
    render(
      <BrowserRouter>
        <PrivacyPolicyPage />
      </BrowserRouter>,
    );
    const table = screen.getByRole('table', { name: 'Browser storage used by this site' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual(browserStorageKeys.map((entry) => [entry.shown, entry.kind, entry.holds]));
    for (const key of ['trinket.toons.<visitor or guest account id>', 'trinket_dismissed_banners']) {
      expect(within(table).getByRole('rowheader', { name: key })).toBeTruthy();
    }
  });
});
