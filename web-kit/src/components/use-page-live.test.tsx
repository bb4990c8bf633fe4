// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePageLive } from './use-page-live.js';

function Press() {
  return (
    <button type="button" disabled={!usePageLive()}>
      Press
    </button>
  );
}

describe('usePageLive', () => {
  it('is false in the server’s paint and true once that paint is hydrated', async () => {
    const html = renderToString(<Press />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Press />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });

  it('is true at once for a component first mounted in the browser', () => {
    render(<Press />);
    expect((screen.getByRole('button', { name: 'Press' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
