export * from './components/organization-editor';
