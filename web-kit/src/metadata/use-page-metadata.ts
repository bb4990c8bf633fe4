import { useEffect } from 'react';
import { siteConfigStore } from '../config/config-store.js';
import { applyPageMetadata, buildPageMetadata, type PageMetadataInput } from './page-metadata.js';

/** The one metadata helper for React pages. */
export function usePageMetadata(input: PageMetadataInput): void {
  const { title, description, path } = input;
  const keywords = input.keywords?.join('|') ?? '';
  useEffect(() => {
    const siteUrl = siteConfigStore.getState().config?.siteUrl ?? window.location.origin;
    const list = keywords ? keywords.split('|') : [];
    applyPageMetadata(buildPageMetadata({ title, description, path, keywords: list }, siteUrl));
  }, [title, description, path, keywords]);
}
