import { HOME_TITLE } from '@catalyst/shared';

export function DiscoveryHero() {
  return (
    <header className="py-8 text-center sm:py-12">
      <h1 className="mx-auto max-w-4xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
        {HOME_TITLE}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
        Find teams tackling the causes you care about, by impact area, way of working and country.
      </p>
    </header>
  );
}
