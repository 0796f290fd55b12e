export * from './testing/auth-test-utils';
