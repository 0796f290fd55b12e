/**
 * The payment pages' own texts where packages/shared has none (the built-in test checkout and its
 * states); the shared ones are in packages/shared's messages.payments.
 */
export const paymentsMessages = {
  /** The way to the plans wherever an unpaid organization is listed for its owner. */
  completePayment: 'Complete payment',
  /** The same for an organization whose subscription ended. */
  renewSubscription: 'Renew subscription',
  /** Back from checkout, once the organization is published. */
  paidLive: 'Payment received: your profile is live',
  paidLiveBody: (name: string) => `${name} is now listed in the directory for everyone to find.`,
  /** Back from checkout, paid, while the payment provider's confirmation is still on its way. */
  paidPending: 'Payment received: your profile goes live in a moment',
  paidPendingBody:
    'Your payment went through. The profile is published as soon as the payment provider confirms it, which usually takes a few seconds; this page keeps checking.',
  /** Back from a redeemed guest code. */
  guestLive: 'Guest code applied: your profile is live',
  viewProfile: 'View your profile',
  continueEditing: 'Continue editing',
  selectIntro: 'Choose how you would like to pay. You can cancel anytime.',
  selectIntroFor: (name: string) =>
    `Choose how you would like to pay to publish ${name}. You can cancel anytime.`,
  guestCodeIntro: 'Enter the code you received to publish your organization without paying.',
  contactSupport: 'contact support',
  testCheckoutTitle: 'Test Checkout',
  testMode: 'TEST MODE',
  subscribeTo: (planName: string) => `Subscribe to ${planName}`,
  organization: 'Organization',
  totalDueToday: 'Total due today',
  payWithCard: 'Pay with card',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
  demoCardHint: 'A demo card is filled in for you. Nothing can be typed here.',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  checkoutComplete: 'This payment is complete',
  checkoutCompleteBody: 'This checkout has already been paid. Nothing more is needed here.',
  checkoutExpired: 'This checkout was cancelled',
  checkoutExpiredBody: 'This checkout can no longer be paid. Start again from your dashboard.',
  checkoutNotFound: 'Checkout not found',
  checkoutNotFoundBody:
    'This checkout does not exist, or the built-in test checkout is off on this server.',
} as const;
