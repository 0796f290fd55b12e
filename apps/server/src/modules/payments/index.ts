/** The payments module's public surface. */
export type { GuestCodesService } from './guest-codes.service.js';
export { paymentsModule, type Billing } from './payments.module.js';
