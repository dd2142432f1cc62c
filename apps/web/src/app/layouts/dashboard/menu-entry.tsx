import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { classNames } from 'primereact/utils';
import { MENU_ANIMATION_MS } from '@tickera/shared/constants';
import type { MenuItem } from '@tickera/shared/permissions';
import { menuItemPath } from '../../../lib/menu';

/** One sidebar entry: a link, or a group that expands and collapses (spec §2, 400 ms). */
export function MenuEntry({ item }: { item: MenuItem }) {
  return item.items ? <MenuGroup item={item} /> : <MenuLink item={item} />;
}

function MenuLink({ item }: { item: MenuItem }) {
  return (
    <li>
      <NavLink
        to={menuItemPath(item)}
        end
        className={({ isActive }) =>
          classNames('layout-menuitem-link', {
            'active-route': isActive,
            'layout-menuitem-highlight': item.highlight,
          })
        }
      >
        <i className={`layout-menuitem-icon ${item.icon}`} aria-hidden="true" />
        <span className="layout-menuitem-text">{item.label}</span>
      </NavLink>
    </li>
  );
}

function MenuGroup({ item }: { item: MenuItem }) {
  const [expanded, setExpanded] = useState(true);
  const submenuId = useId();
  return (
    <li className="layout-menuitem-group">
      <button
        type="button"
        className="layout-menuitem-link"
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={() => setExpanded((open) => !open)}
      >
        <i className={`layout-menuitem-icon ${item.icon}`} aria-hidden="true" />
        <span className="layout-menuitem-text">{item.label}</span>
        <i className="pi pi-angle-down layout-submenu-toggler" aria-hidden="true" />
      </button>
      <div
        id={submenuId}
        className={classNames('layout-submenu', { 'layout-submenu-collapsed': !expanded })}
        style={{ transitionDuration: `${MENU_ANIMATION_MS}ms` }}
      >
        <ul>
          {item.items?.map((child) => (
            <MenuEntry key={child.label} item={child} />
          ))}
        </ul>
      </div>
    </li>
  );
}
