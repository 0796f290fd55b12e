import { makeBadge } from 'badge-maker';

/** A badge's words beyond this are cut: a name reads at a glance or not at all. */
const MESSAGE_MAX = 40;

/**
 * The badge an organization shows on its own site, linking to its profile: 'Verified on
 * {product}' when it proved it controls its website, else its name beside the product's.
 * Made by shields.io's own renderer (badge-maker), which measures the text it sets.
 */
export function profileBadge(options: {
  productName: string;
  organizationName: string;
  websiteVerified: boolean;
}): string {
  const { productName, organizationName, websiteVerified } = options;
  if (websiteVerified) {
    return makeBadge({ label: '', message: `Verified on ${productName}`, color: '#0f766e' });
  }
  const name =
    organizationName.length > MESSAGE_MAX
      ? `${organizationName.slice(0, MESSAGE_MAX - 1).trimEnd()}…`
      : organizationName;
  return makeBadge({ label: productName, message: name, color: '#334155' });
}
