export * from './components/confirm-website-email';
export * from './components/website-verification-page';
