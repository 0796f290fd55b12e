export * from './components/dashboard';
