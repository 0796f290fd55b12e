export * from './api/get-organization-roles';
export * from './lib/role-display';
