export * from './components/save-search-slot';
export * from './components/saved-searches-card';
