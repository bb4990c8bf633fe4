import { siteConfigStore } from 'web-kit';
import { useRouteMetadata } from 'web-kit/area';
import { useStore } from 'zustand';
import { theaterVideos } from '../lib/theater-videos';
import { VideoCard } from './video-card';

/** A curated list of Toontown videos; nothing is fetched from a video site until a play button is pressed. */
export function TheaterPage() {
  useRouteMetadata();
  const config = useStore(siteConfigStore, (state) => state.config);
  const videos = theaterVideos(config);
  return (
    <div className="page">
      <h1>Theater</h1>
      <p>
        Toontown videos picked by the site&apos;s operators. A video&apos;s player, and the video site&apos;s
        cookies, load only when you press its play button.
      </p>
      {videos.length > 0 ? (
        <ul className="theater__list">
          {videos.map((video) => (
            <VideoCard key={video.embedUrl} video={video} />
          ))}
        </ul>
      ) : (
        <p>No videos are showing right now.</p>
      )}
      <p className="fine-print">
        The list comes from the site&apos;s configuration: the home page&apos;s video first, then any further
        entries the operators add there.
      </p>
    </div>
  );
}
