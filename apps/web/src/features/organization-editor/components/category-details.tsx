import {
  type Category,
  CATEGORY_DETAIL_MAX,
  CATEGORY_IMAGE_ASPECT,
  imageMessages,
  type Organization,
  organizationMessages,
} from '@catalyst/shared';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ImageUploadField } from '@/features/organizations';
import { CharacterCounter } from '@/components/form/character-counter';
import { EditorField } from '@/components/form/editor-field';
import type { OrganizationFormValues } from './form-values';
import { Textarea } from '@/components/ui/textarea';

/**
 * What the profile's card for each category says and shows, in the profile's order. The
 * image uploads at once; the server takes images only for categories already saved.
 */
export function CategoryDetails({
  organization,
  organizationName,
  categories,
}: {
  /** The organization as saved (with its current images). */
  organization: Organization;
  /** The name as typed, for the default text's preview. */
  organizationName: string;
  categories: readonly Category[];
}) {
  if (categories.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Each selected category gets a card on your profile; describe it here.
      </p>
    );
  }
  const saved = new Set(organization.categoryIds);
  return (
    <ul className="flex flex-col gap-6">
      {categories.map((category) => (
        <li
          key={category.id}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5"
        >
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <span aria-hidden>{category.emoji}</span>
            {category.name}
          </h3>
          <CategoryDetailField category={category} organizationName={organizationName} />
          <ImageUploadField
            organizationId={organization.id}
            target={{ kind: 'category', categoryId: category.id }}
            label={`${category.name} image`}
            hint={
              saved.has(category.id)
                ? `${CATEGORY_IMAGE_ASPECT} landscape`
                : imageMessages.categoryNotSelected
            }
            imageUrl={organization.categoryImages[category.id] ?? null}
            disabled={!saved.has(category.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryDetailField({
  category,
  organizationName,
}: {
  category: Category;
  organizationName: string;
}) {
  const { register, control } = useFormContext<OrganizationFormValues>();
  const name = `categoriesDetails.${category.id}` as const;
  const { errors } = useFormState({ control, name });
  const text = useWatch({ control, name }) ?? '';
  const defaultText = `${organizationName.trim() || 'Your organization'} ${organizationMessages.defaultCategoryDetail(category.name)}`;
  return (
    <EditorField
      label={`${category.name} description`}
      hint="Left empty, the profile shows the text in the box."
      error={errors.categoriesDetails?.[category.id]?.message}
      footer={(id) => <CharacterCounter id={id} length={text.length} max={CATEGORY_DETAIL_MAX} />}
    >
      {(control) => (
        <Textarea {...control} {...register(name)} rows={4} placeholder={defaultText} />
      )}
    </EditorField>
  );
}
