export * from './components/saved-searches-page';
export * from './components/unsubscribe-page';
