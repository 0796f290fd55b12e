export * from './testing/editor-test-utils';
