import { rmSync } from 'node:fs';
import { DATA_TEMPLATE, makeDataTemplate, startProduct } from './product-server';

/** Where the shared product answers, for the journeys that only read it (see fixtures.ts). */
export const SHARED_PRODUCT_URL = 'E2E_SHARED_PRODUCT_URL';

/**
 * Before any worker: the data template every product of the run starts from, then one product
 * for the whole run. The workers inherit both through the environment. Playwright runs the
 * function this returns once every journey ended.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await makeDataTemplate();
  process.env[DATA_TEMPLATE] = template;
  try {
    const product = await startProduct();
    process.env[SHARED_PRODUCT_URL] = product.url;
    return async () => {
      await product.stop();
      rmSync(template, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
}
