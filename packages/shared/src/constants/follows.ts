/**
 * How many organizations one person may follow: far more than anyone reads in a digest, and a
 * bound on what one account can write and what its list costs to send.
 */
export const FOLLOWS_PER_USER_MAX = 500;

export const followMessages = {
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  /** The button's accessible name names the organization, as a screen reader lists buttons. */
  followLabel: (name: string) => `Follow ${name}`,
  unfollowLabel: (name: string) => `Stop following ${name}`,
  followed: (name: string) => `You are now following ${name}.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  /** A guest's click: the sign-in page says why it opened. */
  signInToFollow: 'Sign in or create an account to follow organizations.',
  notFound: 'This organization was not found or is not public.',
  tooMany: `You can follow at most ${FOLLOWS_PER_USER_MAX} organizations. Unfollow one to follow another.`,
  listTitle: 'Following',
  listEmpty:
    'You do not follow any organization yet. Follow one from its profile to hear when it starts hiring.',
} as const;
