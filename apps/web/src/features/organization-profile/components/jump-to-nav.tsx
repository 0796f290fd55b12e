import { useId, type MouseEvent } from 'react';
import { Card } from '@/components/ui/card';
import { categorySectionId, type ProfileCategory } from '@/features/organizations';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Glides to a category's section and moves focus there, so keyboard and screen-reader users
 * land where sighted users look. The address gets the fragment without a router navigation,
 * which would jump instead of glide.
 */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const target = document.getElementById(targetId);
  if (!target || modified || event.button !== 0) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${targetId}`);
}

/** 'Jump to': one chip per category section, in the owner's saved order. */
export function JumpToNav({ sections }: { sections: ProfileCategory[] }) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <Card className="p-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Jump to
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sections.map(({ category }) => {
            const targetId = categorySectionId(category.id);
            return (
              <li key={category.id}>
                <a
                  href={`#${targetId}`}
                  onClick={(event) => scrollToSection(event, targetId)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
                >
                  <span aria-hidden="true">{category.emoji}</span>
                  {category.name}
                </a>
              </li>
            );
          })}
        </ul>
      </Card>
    </nav>
  );
}
