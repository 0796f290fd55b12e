import type { ReactNode } from 'react';

/** A hosted checkout's frame: a quiet grey page with one centred card. */
export function TestCheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-100">
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-14">{children}</div>
    </div>
  );
}

/** The prominent marker that nothing here is real. */
export function TestModeBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-md bg-amber-400 px-2.5 py-1 text-xs font-bold tracking-wider text-amber-950 uppercase">
      {children}
    </span>
  );
}
