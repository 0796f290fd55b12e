export * from './api/create-portal-session';
export * from './api/get-checkout-session';
export * from './api/get-subscription';
export * from './payable';
export * from './payments-messages';
