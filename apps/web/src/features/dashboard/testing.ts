export * from './testing/render-dashboard';
