import { HOME_TITLE } from '@catalyst/shared';

/** The page's title and promise, kept short: the first screen belongs to the organizations. */
export function DiscoveryHero() {
  return (
    <header className="py-6 text-center sm:py-8">
      <h1 className="mx-auto max-w-4xl text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
        {HOME_TITLE}
      </h1>
      <p className="mx-auto mt-3 max-w-4xl text-base text-pretty text-slate-600 sm:text-lg">
        Find teams tackling the causes you care about, by impact area, way of working and country.
      </p>
    </header>
  );
}
