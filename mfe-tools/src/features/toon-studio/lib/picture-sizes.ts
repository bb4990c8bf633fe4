import type { RenditionKind } from 'shared-contracts/domain';

export interface PictureKind {
  pose: RenditionKind;
  label: string;
  /** Square sizes in pixels; the rendering service takes 128 to 2048 (api-doc doodles.md). */
  sizes: readonly number[];
}

export const TOON_PICTURES: readonly PictureKind[] = [
  { pose: 'portrait', label: 'Portrait', sizes: [128, 256, 512] },
  { pose: 'waving', label: 'Full body', sizes: [256, 512, 1024] },
];
