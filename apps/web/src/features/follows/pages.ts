export * from './components/follow-button';
