import { useState } from 'react';
import { usePageLive } from './use-page-live.js';

export interface VideoFrameOnRequestProps {
  title: string;
  embedUrl: string;
  /** The play button's words, e.g. "Play the video". */
  playLabel: string;
  /** Who serves the player, named on the button before anything is requested from them. */
  playerHost: string;
}

/** A video player that loads (with its third-party requests) only once the visitor asks for it. */
export function VideoFrameOnRequest({ title, embedUrl, playLabel, playerHost }: VideoFrameOnRequestProps) {
  const [requested, setRequested] = useState(false);
  // Painted by the server before any script runs: disabled until then, so no press is lost.
  const live = usePageLive();
  return (
    <div className="video__frame">
      {requested ? (
        <iframe
          src={`${embedUrl}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button type="button" className="video__play" disabled={!live} onClick={() => setRequested(true)}>
          <span aria-hidden="true" className="video__play-icon">
            ▶
          </span>
          {playLabel} <span className="video__note">(loads a player from {playerHost})</span>
        </button>
      )}
    </div>
  );
}
