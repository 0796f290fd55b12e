// npm run billing:reconcile: re-reads every open subscription from Stripe (or the built-in test
// checkout) and repairs any drift, and lapses organizations whose guest grant has ended, now,
// on the configured database. The server also does this daily; on PostgreSQL this is safe
// beside running servers. Embedded PGlite belongs to one process at a time: stop the server first.
import { createPaymentGateway } from '../src/lib/payments/create-payment-gateway.js';
import { createBillingReconciler } from '../src/modules/payments/billing-reconcile.js';
import { openScriptDatabase } from './script-database.js';

const { config, database } = await openScriptDatabase({
  rerun: 'npm run billing:reconcile --',
  note: '(A running server reconciles billing itself, daily.)',
});
try {
  const reconcile = createBillingReconciler({
    config,
    db: database.db,
    gateway: createPaymentGateway(config, database.db),
    log: { error: (data, message) => console.error(message, data) },
  });
  const result = await reconcile();
  console.log(
    `Checked ${result.checked} open subscription(s): ${result.repaired} repaired, ${result.failed} failed; ` +
      `${result.lapsedGuestGrants} organization(s) lapsed at the end of a guest grant.`,
  );
  if (result.failed > 0) process.exitCode = 1;
} finally {
  await database.close();
}
