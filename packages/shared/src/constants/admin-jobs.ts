/**
 * The console's scheduled jobs. Apart from moderationMessages, which a profile's first load
 * carries: these are the console's alone.
 */
export const adminJobMessages = {
  runReasonRequired: 'Please say why the job is run now; it is kept in the audit log.',
  notFound: 'There is no scheduled job of this name.',
} as const;
