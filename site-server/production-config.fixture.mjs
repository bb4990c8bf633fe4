// A production-shaped site config for the site server's tests: remotes on their own CDN origins, one
// under a folder of its own and one on the site's origin.
import { parseSiteConfig } from 'shared-contracts';

export const productionConfig = parseSiteConfig({
  siteUrl: 'https://trinkets.example',
  apiBaseUrl: 'https://api.trinkets.example/api',
  remotes: {
    auth: 'https://auth.cdn.example/mf-manifest.json',
    toons: 'https://toons.cdn.example/mf-manifest.json',
    makeship: '/remotes/makeship/mf-manifest.json',
    arcade: 'https://arcade.cdn.example/mf-manifest.json',
    tools: 'https://tools.cdn.example/v2/mf-manifest.json',
  },
  firebase: { apiKey: 'key', authDomain: 'trinkets.firebaseapp.com', projectId: 'trinkets' },
  cavalcade: { enabled: true, baseUrl: 'https://parade.example/status' },
  homeVideo: { title: 'Home', embedUrl: 'https://www.youtube-nocookie.com/embed/abc', source: 'x' },
  theaterVideos: [{ title: 'More', embedUrl: 'https://player.vimeo.com/video/1', source: 'y' }],
});
