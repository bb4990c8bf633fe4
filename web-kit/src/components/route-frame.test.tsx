// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoading } from './lazy-page.js';
import { LinkCards } from './link-cards.js';
import { RouteFrame } from './route-frame.js';
import { setSiteRouteFrames } from './site-route-frames.js';

afterEach(cleanup);

describe('RouteFrame', () => {
  it('shows the page’s heading and lead, busy, with a status for screen readers and hidden blocks', () => {
    const { container } = render(
      <RouteFrame
        frame={{ heading: 'Trinkets', lead: 'Every trinket, old and new.', placeholder: 'rows' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trinkets');
    expect(screen.getByText('Every trinket, old and new.').tagName).toBe('P');
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the page…');
    const placeholder = container.querySelector('.route-frame__placeholder') as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.className).toContain('route-frame__placeholder--rows');
    expect(placeholder.querySelectorAll('.route-frame__block')).toHaveLength(6);
    // Nothing but the heading, the lead and the status is there for assistive technology.
    expect(within(placeholder).queryAllByRole('status')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws cards without a placeholder, no paragraph without a lead, and takes its own status text', () => {
    const { container } = render(<RouteFrame frame={{ heading: 'Store' }} label="Loading the store…" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Store');
    expect(container.querySelectorAll('p:not(.visually-hidden)')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Loading the store…');
    const placeholder = container.querySelector('.route-frame__placeholder') as HTMLElement;
    expect(placeholder.className).toContain('route-frame__placeholder--cards');
    expect(placeholder.querySelectorAll('.route-frame__block')).toHaveLength(4);
    cleanup();
    const panel = render(<RouteFrame frame={{ heading: 'Radar', placeholder: 'panel' }} />);
    expect(panel.container.querySelectorAll('.route-frame__block')).toHaveLength(1);
  });

  it('draws a fixed list of links as the page’s own cards instead of grey blocks, and as text in the picture', () => {
    const frame = {
      heading: 'Arcade',
      cards: [
        { title: 'Toons Up', text: 'Bounce a toon up.', to: '/arcade/toons-up' },
        { title: 'Cogsweeper', text: 'Clear the board.', to: '/arcade/cogsweeper' },
      ],
    };
    const { container } = render(<RouteFrame frame={frame} />);
    expect(container.querySelector('.route-frame__placeholder')).toBeNull();
    expect(container.querySelector('.link-cards')?.outerHTML).toBe(
      renderToString(<LinkCards cards={frame.cards} />),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Toons Up',
      'Cogsweeper',
    ]);
    expect(screen.getByRole('link', { name: 'Cogsweeper' }).getAttribute('href')).toBe('/arcade/cogsweeper');
    cleanup();
    const picture = render(<RouteFrame frame={frame} pictureOnly />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(picture.container.querySelectorAll('.link-cards__title')).toHaveLength(2);
    expect(picture.container.textContent).toBe('ArcadeToons UpBounce a toon up.CogsweeperClear the board.');
  });

  it('draws only the picture when laid over a page: the same words, no heading and no status', () => {
    const { container } = render(
      <RouteFrame frame={{ heading: 'Trinkets', lead: 'Every trinket, old and new.' }} pictureOnly />,
    );
    expect(container.textContent).toBe('TrinketsEvery trinket, old and new.');
    expect(container.querySelector('.route-frame__heading')?.textContent).toBe('Trinkets');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelectorAll('.route-frame__block')).toHaveLength(4);
    cleanup();
    expect(render(<RouteFrame frame={undefined} pictureOnly />).container.childElementCount).toBe(0);
  });

  it('is the spinner with a status and no heading when the route has no frame', () => {
    const { container } = render(<RouteFrame frame={undefined} />);
    const status = screen.getByRole('status');
    expect(status.className).toBe('spinner');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading the page…');
    expect(container.querySelector('.spinner__wheel')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('renders on the server as the markup the browser draws, the text escaped', () => {
    const frame = { heading: 'Fish & <Chips>', lead: 'Catch "them" all' };
    const html = renderToString(<RouteFrame frame={frame} />);
    expect(html).toContain('<h1>Fish &amp; &lt;Chips&gt;</h1>');
    expect(html).toContain('<p>Catch &quot;them&quot; all</p>');
    expect(html).toContain('aria-busy="true"');
    // The same elements as the browser's own render of it (which hydration then keeps).
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    const { container } = render(<RouteFrame frame={frame} />);
    expect(container.innerHTML).toBe(parsed.innerHTML);
  });
});

describe('PageLoading', () => {
  afterEach(() => {
    setSiteRouteFrames([]);
    window.history.replaceState(null, '', '/');
  });

  it('shows the current route’s frame from the site’s routes, or the spinner on a route without one', () => {
    setSiteRouteFrames([
      { path: '/fishing', frame: { heading: 'Fishing', lead: 'Every fish, every pond.' } },
      { path: '/golfing' },
    ]);
    window.history.replaceState(null, '', '/fishing');
    render(<PageLoading />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fishing');
    expect(screen.getByText('Every fish, every pond.')).toBeTruthy();
    cleanup();
    window.history.replaceState(null, '', '/golfing');
    const { container } = render(<PageLoading />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.spinner[role="status"]')).not.toBeNull();
  });
});
