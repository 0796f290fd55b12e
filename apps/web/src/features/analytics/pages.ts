export * from './components/analytics-page';
