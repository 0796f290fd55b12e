import {
  DEFAULT_CATEGORY_ID,
  type Category,
  type CategoryGroup,
  type Organization,
} from '@catalyst/shared';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CategoryDetails } from './category-details';
import { CategoryOrderList } from './category-order-list';
import { CategoryPicker } from './category-picker';
import { EditorSection } from '@/features/organizations';
import { isOrderable, type OrganizationFormValues } from './form-values';
import { useCategorySelection } from './use-category-selection';

/** Choosing the categories, their order on the profile, and each one's text and image. */
export function CategoriesEditor({
  organization,
  categories,
  groups,
}: {
  organization: Organization;
  categories: readonly Category[];
  groups: readonly CategoryGroup[];
}) {
  const { control } = useFormContext<OrganizationFormValues>();
  const organizationName = useWatch({ control, name: 'name' }) ?? '';
  const choosable = useMemo(
    () => categories.filter((category) => category.id !== DEFAULT_CATEGORY_ID),
    [categories],
  );
  const categoryById = useMemo(
    () => new Map(choosable.map((category) => [category.id, category])),
    [choosable],
  );
  const selection = useCategorySelection(categoryById);
  const known = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const category = categoryById.get(id);
      return category ? [category] : [];
    });
  const ordered = known(selection.orderedIds);
  const companyProperties = known(selection.selectedIds).filter(
    (category) => !isOrderable(category),
  );

  return (
    <>
      <EditorSection title="Categories">
        <CategoryPicker
          groups={groups}
          categories={choosable}
          selectedIds={selection.selectedIds}
          atLimit={selection.atLimit}
          error={selection.error}
          onToggle={selection.toggle}
          focusRef={selection.focusRef}
        />
      </EditorSection>
      <EditorSection
        title="Category order"
        description="The order your categories appear in on your profile."
      >
        <CategoryOrderList
          ordered={ordered}
          companyProperties={companyProperties}
          onMove={selection.move}
        />
      </EditorSection>
      <EditorSection
        title="Category details"
        description="A short text and an optional image for each category card on your profile."
      >
        <CategoryDetails
          organization={organization}
          organizationName={organizationName}
          categories={ordered}
        />
      </EditorSection>
    </>
  );
}
