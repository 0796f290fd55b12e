export * from './components/hidden-notice';
