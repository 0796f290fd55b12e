export * from './api/get-follows';
export * from './components/unfollow-button';
export * from './components/follow-slot';
