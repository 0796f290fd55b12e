export const DEFAULT_PRODUCT_NAME = 'Catalyst';

/** The `{product}` placeholder of seeded texts, replaced with the configured brand name. */
export function withProductName(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}

/** Colours that category groups without a display colour of their own cycle through. */
export const DEFAULT_GROUP_COLORS = ['#6366f1', '#0ea5e9', '#f59e0b', '#ec4899', '#14b8a6'];
