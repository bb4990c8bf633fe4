import { useId, useState } from 'react';
import { playerHost, type TheaterVideo } from '../lib/theater-videos';

/** One video: its player, and every request to the video site, only after the visitor asks. */
export function VideoCard({ video }: { video: TheaterVideo }) {
  const [requested, setRequested] = useState(false);
  const titleId = useId();
  return (
    <li className="card theater__item">
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>{video.title}</h2>
        {video.description ? <p>{video.description}</p> : null}
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
              Play “{video.title}”{' '}
              <span className="video__note">(loads a player from {playerHost(video.embedUrl)})</span>
            </button>
          )}
        </div>
        <p className="video__source">{video.source}</p>
      </article>
    </li>
  );
}
