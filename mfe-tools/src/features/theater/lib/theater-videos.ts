import type { SiteConfig } from 'shared-contracts';

export type TheaterVideo = {
  title: string;
  embedUrl: string;
  source: string;
  description: string;
};

const HOME_VIDEO_DESCRIPTION =
  'The video on our home page: a look back at Toontown Rewritten, chosen by the site operators.';

/**
 * The Theater's list: the site's home video first, then the config's `theaterVideos`, each
 * video once (by its embed address).
 */
export function theaterVideos(
  config: Pick<SiteConfig, 'homeVideo' | 'theaterVideos'> | null,
): TheaterVideo[] {
  if (!config) return [];
  const listed: TheaterVideo[] = [];
  if (config.homeVideo) listed.push({ ...config.homeVideo, description: HOME_VIDEO_DESCRIPTION });
  for (const video of config.theaterVideos) {
    listed.push({ ...video, description: video.description ?? '' });
  }
  const seen = new Set<string>();
  return listed.filter((video) => {
    if (seen.has(video.embedUrl)) return false;
    seen.add(video.embedUrl);
    return true;
  });
}

/** The host a player loads from, named on the play button (e.g. www.youtube-nocookie.com). */
export function playerHost(embedUrl: string): string {
  return URL.canParse(embedUrl) ? new URL(embedUrl).hostname : 'another site';
}
