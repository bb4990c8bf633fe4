import { useEffect, useId, useRef, useState } from 'react';
import { usePageLive } from 'web-kit';
import { useStore } from 'zustand';
import { surfaceStore } from '../../../lib/surfaces/surface-store';
import { NavItem } from './nav-item';

/**
 * A disclosure menu: Escape closes it and gives focus back to its button; a click outside, or focus
 * moving out of it (Tab past its last link), closes it so it never covers what has focus.
 */
export function MoreMenu() {
  const [open, setOpen] = useState(false);
  const menuNav = useStore(surfaceStore, (state) => state.site.menuNav);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Painted by the server before any script runs: disabled until then, so no press is lost.
  const live = usePageLive();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus leaving the button and its links (Tab past the last one) closes the menu.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && container.current?.contains(next))) setOpen(false);
    };
    const element = container.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className="more-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="nav__link more-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!live}
        onClick={() => setOpen((value) => !value)}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="more-menu__list" hidden={!open}>
        {menuNav.map((link) => (
          <li key={link.to}>
            <NavItem link={link} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
