// A Chromium that treats the locally started site as a site on the internet, so Chrome's Local
// Network Access applies to its sockets to the game (`ws://localhost:1547`...) as it does for the
// deployed site: Chromium's `--ip-address-space-overrides` switch (Chrome's Local Network Access
// guide names it for testing) marks every port the site is served from as "public"; the game's
// ports stay on this computer ("loopback"). Used by the tests that grant or block the permission.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { apiPort, authEmulatorPort, frontParts, gameStandinPort } from '../../scripts/parts.mjs';
import { chromiumArgs, chromiumPath } from './chromium';

/** Every address and port the site's pages, scripts and services answer on, marked public. */
export function publicSiteOverrides(): string {
  const ports = [...frontParts.map((part) => part.port), apiPort, authEmulatorPort, gameStandinPort];
  return ports.flatMap((port) => [`127.0.0.1:${port}=public`, `[::1]:${port}=public`]).join(',');
}

/** A browser for which the site is public and `localhost` needs the player's permission. */
export function launchPublicSiteBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--ip-address-space-overrides=${publicSiteOverrides()}`],
  });
}

/** What the player answered to the browser's "apps and services on this device" permission. */
export type LoopbackSetting = 'granted' | 'denied' | 'prompt';

/** Sets the page's "loopback-network" permission, as the player would; `close` ends the control. */
export interface LoopbackPermissionControl {
  set(setting: LoopbackSetting): Promise<void>;
  close(): Promise<void>;
}

/**
 * Controls the site's "loopback-network" permission (Chrome 145+; "Apps on device" in its site
 * settings) as the player would in the prompt or the site's settings: open pages get the
 * permission's `change` event. Playwright's grantPermissions can only grant, so this goes through
 * the DevTools protocol's Browser.setPermission, in the page's own browser context. The setting
 * lasts as long as the control's session: Chromium drops it when the session closes.
 */
export async function controlLoopbackPermission(
  browser: Browser,
  context: BrowserContext,
  page: Page,
): Promise<LoopbackPermissionControl> {
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const session = await browser.newBrowserCDPSession();
  return {
    set: async (setting) => {
      await session.send('Browser.setPermission', {
        permission: { name: 'loopback-network' },
        setting,
        origin: new URL(page.url()).origin,
        browserContextId: targetInfo.browserContextId,
      });
    },
    close: () => session.detach(),
  };
}

/** The permission's state as the page reads it. */
export function loopbackPermissionState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const status = await navigator.permissions.query({ name: 'loopback-network' as PermissionName });
    return status.state;
  });
}
