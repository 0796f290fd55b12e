export * from './components/waiting-invitations';
