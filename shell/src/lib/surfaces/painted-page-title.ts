import { type PaintedTitle, paintedTitleOf } from './area-page-title';

let painted: PaintedTitle | undefined;

/** Called once before the first render, while the document still has the title the server wrote. */
export function rememberPaintedTitle(pathname: string, documentTitle: string): void {
  painted = paintedTitleOf(pathname, documentTitle);
}

export function paintedPageTitle(): PaintedTitle | undefined {
  return painted;
}
