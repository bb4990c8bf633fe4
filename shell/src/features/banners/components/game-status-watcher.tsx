import { useEffect } from 'react';
import { SharedQueryProvider, useQuery } from 'web-kit/area';
import { gameStatusStore } from '../api/game-status-store';
import { gameStatusQueryOptions } from '../api/get-game-status';

function WatchGameStatus() {
  const { data } = useQuery(gameStatusQueryOptions());
  useEffect(() => {
    // A failed read keeps the last status: the api already serves its last good copy while it can.
    if (data) gameStatusStore.setState({ status: data });
  }, [data]);
  return null;
}

/** Keeps gameStatusStore in step with the api; renders nothing (loaded after the first paint). */
export default function GameStatusWatcher() {
  return (
    <SharedQueryProvider>
      <WatchGameStatus />
    </SharedQueryProvider>
  );
}
