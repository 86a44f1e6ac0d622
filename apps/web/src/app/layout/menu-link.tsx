import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

type MenuLinkProps = {
  to: string;
  icon: ReactNode;
  children: ReactNode /** Shown at the end of the row (a count). */;
  end?: ReactNode;
};

/** One row of a side menu; marks the current page. */
export function MenuLink({ to, icon, children, end }: MenuLinkProps) {
  return (
    <li>
      <NavLink to={to} end className={({ isActive }) => `list-row menu-row${isActive ? ' active' : ''}`}>
        {icon}
        <span>{children}</span>
        {end !== undefined && <span className="list-row-end">{end}</span>}
      </NavLink>
    </li>
  );
}
