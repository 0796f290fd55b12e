export * from './components/auth-page';
export * from './components/forgot-password-form';
export * from './components/resend-verification-panel';
export * from './components/reset-password-form';
export * from './components/verify-email-status';
