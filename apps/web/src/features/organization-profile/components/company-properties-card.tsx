import type { Category } from '@catalyst/shared';
import { CategoryBadge } from '@/features/taxonomy';
import { ProfileCard } from '@/features/organizations';

/** The organization's legal form and similar facts: categories of the company properties group. */
export function CompanyPropertiesCard({ properties }: { properties: Category[] }) {
  if (properties.length === 0) return null;
  const contentKey = JSON.stringify(properties.map(({ id, name, emoji }) => [id, name, emoji]));
  return (
    <ProfileCard title="Company Properties" contentKey={contentKey}>
      <ul className="flex flex-wrap gap-2">
        {properties.map((property) => (
          <li key={property.id}>
            <CategoryBadge category={property} className="px-3 py-1 text-sm" />
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
