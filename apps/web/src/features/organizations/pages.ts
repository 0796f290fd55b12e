export * from './components/organization-create/create-organization-page';
