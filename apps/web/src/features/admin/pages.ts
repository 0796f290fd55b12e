export * from './components/admin-console';
export * from './components/require-admin';
