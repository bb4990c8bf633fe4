import { siteConfigStore, VideoFrameOnRequest } from 'web-kit';
import { useStore } from 'zustand';

/** The home page's video; its player (and its third-party requests) loads only on request. */
export function VideoOnRequest() {
  const video = useStore(siteConfigStore, (state) => state.config?.homeVideo);
  if (!video) return null;
  return (
    <section className="video" aria-labelledby="video-title">
      <h2 id="video-title">{video.title}</h2>
      <VideoFrameOnRequest
        title={video.title}
        embedUrl={video.embedUrl}
        playLabel="Play the video"
        playerHost="YouTube"
      />
      <p className="video__source">{video.source}</p>
    </section>
  );
}
