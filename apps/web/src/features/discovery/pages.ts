export * from './components/discovery';
export * from './components/discovery-hero';
export * from './prefetch-discovery';
