/** Shown in the page's place while its code loads, the first time it is visited. */
export function PageLoading() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
