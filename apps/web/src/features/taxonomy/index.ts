export * from './api/get-taxonomy';
export * from './category-badge';
export * from './group-colors';
export * from './category-group-card';
export * from './category-option';
