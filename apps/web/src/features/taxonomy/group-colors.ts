import { DEFAULT_GROUP_COLORS, type CategoryGroup } from '@catalyst/shared';

/** A group's display colour; groups without one cycle through the defaults by position. */
export function groupColor(group: CategoryGroup | undefined, index = 0): string {
  if (group?.color) return group.color;
  return DEFAULT_GROUP_COLORS[index % DEFAULT_GROUP_COLORS.length] ?? '#64748b';
}
