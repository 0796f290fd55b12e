/**
 * Leaving or reloading the page, behind one seam: jsdom cannot navigate and its `location`
 * cannot be spied on, so tests replace these methods instead.
 */
export const browserLocation = {
  /** Leaves the app for another site (Stripe's hosted pages). */
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
