export * from './api/get-open-role';
export * from './components/role-page';
export * from './components/roles-manage-page';
