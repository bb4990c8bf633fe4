import { memo, useRef } from 'react';
import type { BoardStatus, Cell } from 'trinket-game/rules';

const LONG_PRESS_MS = 450;

interface BoardCellProps {
  index: number;
  cell: Cell;
  column: number;
  row: number;
  status: BoardStatus;
  exploded: boolean;
  focusable: boolean;
  onActivate: (index: number) => void;
  onMark: (index: number) => void;
  onFocusCell: (index: number) => void;
}

function describe(cell: Cell, status: BoardStatus): string {
  if (cell.mark === 'flagged') return status === 'lost' && !cell.cog ? 'flagged, no Cog here' : 'flagged';
  if (cell.mark === 'questioned') return 'question mark';
  if (cell.mark === 'hidden') return 'hidden';
  if (cell.cog) return 'Cog';
  return cell.adjacent === 0 ? 'empty' : `${cell.adjacent} Cog${cell.adjacent === 1 ? '' : 's'} around`;
}

function glyph(cell: Cell): string {
  if (cell.mark === 'flagged') return '⚑';
  if (cell.mark === 'questioned') return '?';
  if (cell.mark === 'hidden') return '';
  if (cell.cog) return '⚙';
  return cell.adjacent === 0 ? '' : String(cell.adjacent);
}

/**
 * One cell: click or tap reveals (or chords on a number), right-click or a long press marks.
 * Only the focused cell is in the tab order (a roving tabindex); the grid moves focus with the arrows.
 */
export const BoardCell = memo(function BoardCell({
  index,
  cell,
  column,
  row,
  status,
  exploded,
  focusable,
  onActivate,
  onMark,
  onFocusCell,
}: BoardCellProps) {
  const pressTimer = useRef<number | null>(null);
  const longPressed = useRef(false);
  const lastMarkAt = useRef(0);

  const mark = () => {
    // A touch long-press can also raise contextmenu: one press marks once.
    if (performance.now() - lastMarkAt.current < 600) return;
    lastMarkAt.current = performance.now();
    onMark(index);
  };
  const cancelPress = () => {
    if (pressTimer.current !== null) window.clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  const wrongFlag = status === 'lost' && cell.mark === 'flagged' && !cell.cog;

  return (
    <td className="sweep-board__cell" aria-colindex={column + 1}>
      <button
        type="button"
        className={`sweep-cell sweep-cell--${cell.mark}${cell.mark === 'revealed' && !cell.cog ? ` sweep-cell--n${cell.adjacent}` : ''}${exploded ? ' sweep-cell--exploded' : ''}${wrongFlag ? ' sweep-cell--wrong' : ''}`}
        tabIndex={focusable ? 0 : -1}
        aria-label={`Row ${row + 1}, column ${column + 1}: ${describe(cell, status)}`}
        data-index={index}
        data-state={cell.mark}
        onFocus={() => onFocusCell(index)}
        onClick={() => {
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          onActivate(index);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          mark();
        }}
        onPointerDown={(event) => {
          longPressed.current = false;
          if (event.pointerType === 'mouse') return;
          cancelPress();
          pressTimer.current = window.setTimeout(() => {
            longPressed.current = true;
            mark();
          }, LONG_PRESS_MS);
        }}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onPointerCancel={cancelPress}
      >
        <span aria-hidden="true">{glyph(cell)}</span>
      </button>
    </td>
  );
});
