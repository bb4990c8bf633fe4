import { useEffect, useState } from 'react';
import type { RemoteModule } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; error: Error };

export function useRemoteModule(name: string, attempt: number): RemoteModuleState {
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteModule(name).then(
      (module) => active && setState({ status: 'ready', module }),
      (error: unknown) =>
        active &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);
  return state;
}
