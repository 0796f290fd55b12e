import { useId } from 'react';
import { StaticHtml } from '@/components/static-html';
import { categorySectionId, type ProfileCategory } from '@/features/organizations';

function CategoryCard({
  organizationName,
  section,
}: {
  organizationName: string;
  section: ProfileCategory;
}) {
  const { category, group, color, detail, imageUrl } = section;
  const sectionId = categorySectionId(category.id);
  const headingId = `${sectionId}-heading`;
  return (
    <article
      id={sectionId}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        className="flex items-center gap-3 border-b border-slate-100 px-6 py-4"
        style={{ backgroundColor: `color-mix(in srgb, ${color} 8%, white)` }}
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-xl"
          style={{ backgroundColor: `color-mix(in srgb, ${color} 18%, white)` }}
        >
          {category.emoji}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {category.name}
          </h3>
          {group ? (
            <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <span
                aria-hidden="true"
                className="size-2 rounded-full"
                style={{ backgroundColor: color }}
              />
              {group.name}
            </p>
          ) : null}
        </div>
      </div>
      <div className="space-y-4 p-6">
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{detail}</p>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={`${category.name} at ${organizationName}`}
            loading="lazy"
            className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
          />
        ) : null}
      </div>
    </article>
  );
}

/**
 * A card per category in the owner's saved order, each the target of a 'Jump to' chip (which
 * finds it by its id): plain markup, so the browser keeps the server's (StaticHtml).
 */
export function CategorySections({
  organizationName,
  sections,
}: {
  organizationName: string;
  sections: ProfileCategory[];
}) {
  const headingId = useId();
  if (sections.length === 0) return null;
  const contentKey = JSON.stringify([
    organizationName,
    sections.map(({ category, group, color, detail, imageUrl }) => [
      category.id,
      category.name,
      category.emoji,
      group?.name,
      color,
      detail,
      imageUrl,
    ]),
  ]);
  return (
    <StaticHtml
      as="section"
      aria-labelledby={headingId}
      className="space-y-4"
      contentKey={contentKey}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Categories
      </h2>
      {sections.map((section) => (
        <CategoryCard
          key={section.category.id}
          organizationName={organizationName}
          section={section}
        />
      ))}
    </StaticHtml>
  );
}
