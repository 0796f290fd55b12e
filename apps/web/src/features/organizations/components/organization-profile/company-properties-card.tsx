import type { Category } from '@catalyst/shared';
import { CategoryBadge } from '@/features/taxonomy/category-badge';
import { ProfileCard } from './profile-card';

/** The organization's legal form and similar facts: categories of the company properties group. */
export function CompanyPropertiesCard({ properties }: { properties: Category[] }) {
  if (properties.length === 0) return null;
  return (
    <ProfileCard title="Company Properties">
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
