export * from './components/lazy-hidden-notice';
export * from './components/report-profile-button';
