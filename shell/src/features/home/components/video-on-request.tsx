import { useState } from 'react';
import { siteConfigStore } from 'shared-contracts';
import { useStore } from 'zustand';

/** The video's player (and its third-party requests) loads only when the visitor asks for it. */
export function VideoOnRequest() {
  const video = useStore(siteConfigStore, (state) => state.config?.homeVideo);
  const [requested, setRequested] = useState(false);
  if (!video) return null;
  return (
    <section className="video" aria-labelledby="video-title">
      <h2 id="video-title">{video.title}</h2>
      <div className="video__frame">
        {requested ? (
          <iframe
            src={`${video.embedUrl}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <button type="button" className="video__play" onClick={() => setRequested(true)}>
            <span aria-hidden="true" className="video__play-icon">
              ▶
            </span>
            Play the video <span className="video__note">(loads a player from YouTube)</span>
          </button>
        )}
      </div>
      <p className="video__source">{video.source}</p>
    </section>
  );
}
