export * from './testing/card-fixtures';
export * from './testing/profile-test-data';
