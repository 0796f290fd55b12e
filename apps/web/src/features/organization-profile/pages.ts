export * from './components/lazy-owner-parts';
export * from './components/organization-profile';
export * from './components/use-profile-address';
export * from './prefetch-profile';
