import { SECTIONS, type MenuItem } from '@tickera/shared/permissions';

/** Where a menu leaf goes: its section under /dashboard, or its public path. */
export function menuItemPath(item: MenuItem): string {
  if (item.to) return item.to;
  return item.section ? `/dashboard/${SECTIONS[item.section].path}` : '/dashboard/home';
}

export function menuLeaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.items ? menuLeaves(item.items) : [item]));
}
