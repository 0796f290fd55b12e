/** admin: moderates and runs the admin console; member: everyone else. */
export const USER_ROLES = ['member', 'admin'] as const;
