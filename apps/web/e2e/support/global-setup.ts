import { startProduct } from './product-server';

/** Where the shared product answers, for the journeys that only read it (see fixtures.ts). */
export const SHARED_PRODUCT_URL = 'E2E_SHARED_PRODUCT_URL';

/**
 * One product for the whole run, started before any worker: the workers inherit its address
 * through the environment. Playwright runs the function this returns once every journey ended.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const product = await startProduct();
  process.env[SHARED_PRODUCT_URL] = product.url;
  return () => product.stop();
}
