/**
 * The "Verified website" badge's words, in a module of their own: every card and profile of
 * the first load shows the badge, and a bundler loads a module whole (website-verification.ts
 * holds the verification page's many messages, which those pages never need).
 */
export const verifiedWebsiteBadgeText = {
  label: 'Verified website',
  explanation: (domain: string) => `The organization proved it controls ${domain}`,
} as const;
