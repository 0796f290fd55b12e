export * from './components/follow-slot';
