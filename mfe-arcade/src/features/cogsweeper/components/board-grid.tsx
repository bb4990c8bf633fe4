import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import type { Board } from 'trinket-game/rules';
import { movedFocus } from '../lib/session';
import { BoardCell } from './board-cell';

interface BoardGridProps {
  board: Board;
  focus: number;
  /** A seeded game's layout is public (the seed decides it): shown to scripts as data-cogs. */
  revealLayout: boolean;
  onActivate: (index: number) => void;
  onMark: (index: number) => void;
  onFocusCell: (index: number) => void;
}

/** The board as an ARIA grid: arrows move, Enter or Space reveal (or chord), F flags. */
export function BoardGrid({ board, focus, revealLayout, onActivate, onMark, onFocusCell }: BoardGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const keyboardMoved = useRef(false);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-index="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const moved = movedFocus(board, focus, event.key);
      if (moved !== null) {
        event.preventDefault();
        keyboardMoved.current = true;
        onFocusCell(moved);
        return;
      }
      if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        onMark(focus);
      } else if (event.key === 'Enter' || event.key === ' ') {
        // Handled here rather than as the button's click, so a held key does not repeat clicks.
        event.preventDefault();
        if (!event.repeat) onActivate(focus);
      }
    },
    [board, focus, onActivate, onMark, onFocusCell],
  );

  const rows = [];
  for (let row = 0; row < board.height; row += 1) {
    const cells = [];
    for (let column = 0; column < board.width; column += 1) {
      const index = row * board.width + column;
      const cell = board.cells[index];
      if (!cell) continue;
      cells.push(
        <BoardCell
          key={index}
          index={index}
          cell={cell}
          column={column}
          row={row}
          status={board.status}
          exploded={board.explodedIndex === index}
          focusable={focus === index}
          onActivate={onActivate}
          onMark={onMark}
          onFocusCell={onFocusCell}
        />,
      );
    }
    rows.push(
      <tr key={row} aria-rowindex={row + 1}>
        {cells}
      </tr>,
    );
  }

  const cogs =
    revealLayout && board.status !== 'ready'
      ? board.cells.flatMap((cell, index) => (cell.cog ? [index] : [])).join(',')
      : undefined;
  return (
    <div className="sweep-board__scroll">
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern (arrows move between cells)
        role="grid"
        className="sweep-board"
        aria-label={`Cogsweeper board, ${board.width} columns by ${board.height} rows`}
        aria-rowcount={board.height}
        aria-colcount={board.width}
        data-status={board.status}
        data-cogs={cogs}
        onKeyDown={onKeyDown}
      >
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}
