export * from './testing/render-profile-page';
