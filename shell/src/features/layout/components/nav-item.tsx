import type { SurfaceMenuEntry } from 'shared-contracts';
import { focusPageHeadingAfterNavigation } from '../../../lib/focus/focus-after-navigation';
import { NavLink } from '../../../lib/router/link';

export function NavItem({
  link,
  onNavigate,
}: {
  link: Pick<SurfaceMenuEntry, 'label' | 'to' | 'isNew' | 'exact'>;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      to={link.to}
      end={link.exact === true}
      className={(isActive) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
      {...(onNavigate ? { onClick: onNavigate } : {})}
      onNavigate={focusPageHeadingAfterNavigation}
    >
      {link.label}
      {link.isNew ? <span className="badge badge--new">New</span> : null}
    </NavLink>
  );
}
