import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToonPictures } from './toon-pictures';

afterEach(cleanup);

describe('ToonPictures', () => {
  it('offers each size as a link that opens the picture in a new tab, promising no download', () => {
    render(<ToonPictures name="Flippy" dna="7424" renditionBase="https://rendition.example" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    const portrait = screen.getByRole('link', {
      name: 'Open the portrait of Flippy, 512 by 512 pixels, in a new tab',
    });
    expect(portrait.textContent).toBe('Open 512px');
    expect(portrait.getAttribute('target')).toBe('_blank');
    for (const link of links) {
      expect(link.hasAttribute('download')).toBe(false);
      expect(link.getAttribute('href')).toMatch(/^https:\/\/rendition\.example\//);
    }
    expect(screen.queryByText(/download/i)).toBeNull();
  });
});
