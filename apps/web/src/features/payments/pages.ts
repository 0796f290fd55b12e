export * from './components/payment-canceled/payment-canceled-page';
export * from './components/plan-selection/plan-selection-page';
export * from './components/test-checkout/test-checkout-page';
