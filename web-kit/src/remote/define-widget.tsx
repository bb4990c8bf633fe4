import React from 'react';
import type { WidgetModule } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { parcelOf } from './parcel-of.js';
import { transitionClient } from './transition-client.js';

/**
 * Builds a small non-routed piece a remote lends to the shell's layout (e.g. the cookie consent
 * notice). If it throws, it simply disappears: a widget never takes the page down. It gets no
 * router and no query client, so the pages that show only widgets load neither; a widget that
 * fetches wraps itself in `SharedQueryProvider` from `shared-contracts/area`.
 */
export function defineWidget(Component: () => React.ReactNode): WidgetModule {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionClient,
    renderType: 'createRoot',
    rootComponent: () => <Component />,
    errorBoundary: () => <></>,
  });
  return { lifecycles: parcelOf(lifecycles) };
}
