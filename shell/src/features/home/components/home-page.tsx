import { brand, usePageMetadata } from 'web-kit';
import { useStore } from 'zustand';
import { surfaceStore } from '../../../lib/surfaces/surface-store';
import { GiveawayHero } from './giveaway-hero';
import { ToolList } from './tool-list';
import { VideoOnRequest } from './video-on-request';
import '../home.css';

export function HomePage() {
  usePageMetadata({
    title: 'Home',
    description: `${brand.tagline} Track your Toons, follow Makeship campaigns and collect ${brand.collectiblePlural}.`,
    path: '/',
    keywords: ['fishing tracker', 'cog invasions', 'Makeship', brand.collectiblePlural],
  });
  const cards = useStore(surfaceStore, (state) => state.site.homeCards);
  return (
    <div className="page home">
      <h1 className="home__title">{brand.siteName}</h1>
      <p className="home__lead">{brand.tagline}</p>
      <GiveawayHero />
      <ToolList cards={cards} />
      <VideoOnRequest />
    </div>
  );
}
