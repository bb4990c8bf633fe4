import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SharedQueryProvider } from '../query/query-provider.js';
import type { WidgetModule } from './contract.js';

/**
 * Builds a small non-routed piece a remote lends to the shell's layout (e.g. the cookie consent
 * notice). If it throws, it simply disappears: a widget never takes the page down.
 */
export function defineWidget(Component: () => React.ReactNode): WidgetModule {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: () => (
      <SharedQueryProvider>
        <Component />
      </SharedQueryProvider>
    ),
    errorBoundary: () => <></>,
  });
  return { lifecycles };
}
