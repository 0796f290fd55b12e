import type { TestProject } from 'vitest/node';
import { startProduct } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One product for the whole browser run; every journey reaches it through `inject('baseURL')`. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseURL', product.url);
  return () => product.stop();
}
