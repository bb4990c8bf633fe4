// What a page does against its Content-Security-Policy, watched from before its first script runs.
import type { Page } from '@playwright/test';

export interface CspWatch {
  /** CSP violations reported by the page and the browser console. */
  violations: () => Promise<string[]>;
  dialogs: string[];
}

/**
 * Records every Content-Security-Policy violation (the page's `securitypolicyviolation` events and
 * the console errors Chromium prints for them) and every dialog a script might open.
 */
export async function watchPolicy(page: Page): Promise<CspWatch> {
  await page.addInitScript(() => {
    const record = (window as unknown as { __cspViolations: string[] }).__cspViolations ?? [];
    Object.assign(window, { __cspViolations: record });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => record.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleViolations.push(message.text());
    }
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    violations: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
      ...consoleViolations,
    ],
  };
}

/** Lets the page finish what it loads on arrival (remote chunks, pictures, api reads). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {
    // A page that polls never goes idle; what it loaded so far has been checked by then.
  });
}
