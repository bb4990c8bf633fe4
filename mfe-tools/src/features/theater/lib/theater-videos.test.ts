import { describe, expect, it } from 'vitest';
import { playerHost, theaterVideos } from './theater-videos';

const home = { title: 'Home', embedUrl: 'https://www.youtube-nocookie.com/embed/a', source: 'Press release' };

describe('the Theater list', () => {
  it('puts the home video first, then the configured ones, each once', () => {
    const list = theaterVideos({
      homeVideo: home,
      theaterVideos: [
        { title: 'Again', embedUrl: home.embedUrl, source: 'dup' },
        {
          title: 'Second',
          embedUrl: 'https://www.youtube-nocookie.com/embed/b',
          source: 'Channel',
          description: 'Hi',
        },
      ],
    });
    expect(list.map((video) => video.title)).toEqual(['Home', 'Second']);
    expect(list[1]?.description).toBe('Hi');
  });

  it('is empty without a config or videos', () => {
    expect(theaterVideos(null)).toEqual([]);
    expect(theaterVideos({ theaterVideos: [] })).toEqual([]);
  });

  it('names the host a player would load from', () => {
    expect(playerHost(home.embedUrl)).toBe('www.youtube-nocookie.com');
    expect(playerHost('not a url')).toBe('another site');
  });
});
