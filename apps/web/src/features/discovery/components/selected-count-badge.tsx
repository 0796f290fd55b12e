/** How many of a set of choices are selected, beside the control that opens them. */
export function SelectedCountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  // The spaces keep the count and its word apart in the control's accessible name.
  return (
    <>
      {' '}
      <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-[0.6875rem] leading-5 font-semibold text-white tabular-nums">
        {count} <span className="sr-only">selected</span>
      </span>
    </>
  );
}
