import type { NavEntry } from 'shared-contracts';
import { NavLink } from '../../../lib/router/link';

export function NavItem({ link, onNavigate }: { link: NavEntry; onNavigate?: () => void }) {
  return (
    <NavLink
      to={link.to}
      end={link.to === '/fishing'}
      className={(isActive) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      {link.label}
      {link.isNew ? <span className="badge badge--new">New</span> : null}
    </NavLink>
  );
}
