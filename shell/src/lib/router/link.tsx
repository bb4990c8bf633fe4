import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isActivePath, usePathname } from './hooks';
import { navigate } from './location';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Called once the link has moved the page in place (not for a new tab or a modified click). */
  onNavigate?: (link: HTMLAnchorElement) => void;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An in-site link: a real <a href> (works without JS, opens in a new tab) that navigates in place. */
export function Link({ to, onClick, onNavigate, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
        onNavigate?.(event.currentTarget);
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className: (isActive: boolean) => string;
};

/** A navigation link that knows when it is the current page (aria-current="page"). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(to, usePathname(), end);
  return (
    <Link {...rest} to={to} className={className(isActive)} aria-current={isActive ? 'page' : undefined} />
  );
}
