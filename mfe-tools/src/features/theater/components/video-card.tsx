import { useId } from 'react';
import { VideoFrameOnRequest } from 'web-kit';
import { playerHost, type TheaterVideo } from '../lib/theater-videos';

/** One video: its player, and every request to the video site, only after the visitor asks. */
export function VideoCard({ video }: { video: TheaterVideo }) {
  const titleId = useId();
  return (
    <li className="card theater__item">
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>{video.title}</h2>
        {video.description ? <p>{video.description}</p> : null}
        <VideoFrameOnRequest
          title={video.title}
          embedUrl={video.embedUrl}
          playLabel={`Play “${video.title}”`}
          playerHost={playerHost(video.embedUrl)}
        />
        <p className="video__source">{video.source}</p>
      </article>
    </li>
  );
}
