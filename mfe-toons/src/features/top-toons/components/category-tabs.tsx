import { type KeyboardEvent, useRef } from 'react';
import type { TopToonsCategory } from 'shared-contracts/domain';
import { CATEGORIES, CATEGORY_LABELS } from '../lib/top-toons-view';

interface CategoryTabsProps {
  selected: TopToonsCategory;
  panelId: string;
  onSelect: (category: TopToonsCategory) => void;
}

export function tabId(category: TopToonsCategory): string {
  return `top-toons-tab-${category}`;
}

/** The ranking categories as tabs; arrow keys, Home and End move between them. */
export function CategoryTabs({ selected, panelId, onSelect }: CategoryTabsProps) {
  const buttons = useRef(new Map<TopToonsCategory, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = CATEGORIES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % CATEGORIES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % CATEGORIES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const category = target === null ? undefined : CATEGORIES[target];
    if (!category) return;
    event.preventDefault();
    onSelect(category);
    buttons.current.get(category)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Ranking">
      {CATEGORIES.map((category, index) => (
        <button
          key={category}
          ref={(element) => {
            if (element) buttons.current.set(category, element);
            else buttons.current.delete(category);
          }}
          id={tabId(category)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={category === selected}
          aria-controls={panelId}
          tabIndex={category === selected ? 0 : -1}
          onClick={() => onSelect(category)}
          onKeyDown={(event) => move(event, index)}
        >
          {CATEGORY_LABELS[category].tab}
        </button>
      ))}
    </div>
  );
}
