import { brand, menuNav, primaryNav, usePageMetadata } from 'shared-contracts';
import { GiveawayHero } from './giveaway-hero';
import { ToolList } from './tool-list';
import { VideoOnRequest } from './video-on-request';

export function HomePage() {
  usePageMetadata({
    title: 'Home',
    description: `${brand.tagline} Track your Toons, follow Makeship campaigns and collect ${brand.collectiblePlural}.`,
    path: '/',
    keywords: ['fishing tracker', 'cog invasions', 'Makeship', brand.collectiblePlural],
  });
  const links = [...primaryNav, ...menuNav];
  return (
    <div className="page home">
      <h1 className="home__title">{brand.siteName}</h1>
      <p className="home__lead">{brand.tagline}</p>
      <GiveawayHero />
      <ToolList links={links} />
      <VideoOnRequest />
    </div>
  );
}
