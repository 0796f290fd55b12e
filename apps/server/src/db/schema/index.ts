export * from './content.js';
export * from './organizations.js';
export * from './taxonomy.js';
export * from './auth.js';
export * from './billing.js';
export * from './moderation.js';
