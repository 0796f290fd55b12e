export * from './components/invitation-page';
export * from './components/team-page';
export * from './components/verified-email-next-steps';
