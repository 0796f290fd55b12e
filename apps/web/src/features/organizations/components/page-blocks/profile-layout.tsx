import type { ReactNode } from 'react';

/** The page's frame: the same width and gutters for the profile and its other states. */
export function ProfilePageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">{children}</div>;
}

/**
 * Two columns from the lg breakpoint: About, Jump to and Categories on the left, the sidebar
 * cards on the right. On one column the sidebar follows About, so the quick facts come before
 * the long category cards; the DOM order is that reading order.
 */
export function ProfileColumns({
  about,
  sidebar,
  main,
}: {
  about: ReactNode;
  sidebar: ReactNode;
  main: ReactNode;
}) {
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-8">
      <div className="flex flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">{about}</div>
      <div className="flex flex-col gap-6 md:grid md:grid-cols-2 md:items-start lg:col-start-3 lg:items-stretch lg:row-span-2 lg:row-start-1 lg:flex">
        {sidebar}
      </div>
      <div className="flex flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-2">{main}</div>
    </div>
  );
}
