import {
  type Country,
  discoveryMessages,
  openRolePublicText,
  ORGANIZATION_SORTS,
  type OrganizationSort,
} from '@catalyst/shared';
import { paths } from '@/config/paths';
import { countOf, type CategoryChoices, type CategorySection } from '../category-choices';
import { discoveryLabels } from '../discovery-labels';
import {
  ALL_COUNTRIES,
  CATEGORIES_PARAM,
  COUNTRY_PARAM,
  HIRING_PARAM,
  QUERY_PARAM,
  SORT_PARAM,
} from '../filter-state';
import { SORT_LABELS } from './sort-select';

/** Marks a control that needs JavaScript; the form below replaces it when there is none. */
export const REQUIRES_JS = { 'data-requires-js': '' } as const;
const HIDE_JS_CONTROLS = '[data-requires-js]{display:none!important}';

interface NoScriptFiltersProps extends Pick<CategoryChoices, 'counts' | 'selectedIds'> {
  sections: CategorySection[];
  countries: Country[];
  query: string | undefined;
  country: string | undefined;
  sort: OrganizationSort;
  hiring: boolean;
}

const FIELD_CLASS =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900';

/**
 * The filters as a plain GET form, for visitors without JavaScript: the country, the order and
 * every category group (native selects and checkboxes), sent to the same address the
 * JavaScript controls write. Inside <noscript>, so with JavaScript it is never shown; its style
 * hides the controls that cannot work without it.
 *
 * Only the server renders the form: a browser running the app ignores what a <noscript> holds
 * (React neither renders nor hydrates it), so its code stays out of the browser's bundle.
 */
export function NoScriptFilters(props: NoScriptFiltersProps) {
  return <noscript>{import.meta.env.SSR ? <NoScriptForm {...props} /> : null}</noscript>;
}

function NoScriptForm({
  sections,
  countries,
  query,
  country,
  sort,
  hiring,
  counts,
  selectedIds,
}: NoScriptFiltersProps) {
  const sorts = ORGANIZATION_SORTS.filter(
    (option) => query !== undefined || option !== 'relevance',
  );
  return (
    <>
      <style>{HIDE_JS_CONTROLS}</style>
      <form method="get" action={paths.home} className="flex flex-col gap-3">
        {query ? <input type="hidden" name={QUERY_PARAM} value={query} /> : null}
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex w-44 flex-col gap-1.5 text-sm font-medium text-slate-900">
            Country
            <select
              name={COUNTRY_PARAM}
              defaultValue={country ?? ALL_COUNTRIES}
              className={FIELD_CLASS}
            >
              <option value={ALL_COUNTRIES}>{discoveryMessages.allCountries}</option>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex w-44 flex-col gap-1.5 text-sm font-medium text-slate-900">
            {discoveryLabels.sortBy}
            <select name={SORT_PARAM} defaultValue={sort} className={FIELD_CLASS}>
              {sorts.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex h-9 items-center gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              name={HIRING_PARAM}
              value="true"
              defaultChecked={hiring}
              className="size-4 accent-brand-700"
            />
            {openRolePublicText.hiringNow}
          </label>
          <ApplyButton />
        </div>
        {/* Closed unless categories are chosen, so the first screen still shows results. */}
        <details
          open={selectedIds.size > 0}
          className="rounded-lg border border-slate-200 bg-white"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900">
            Categories{selectedIds.size > 0 ? ` (${selectedIds.size} selected)` : ''}
          </summary>
          <div className="flex flex-col gap-4 border-t border-slate-200 px-3 py-3">
            {sections.map(({ group, categories }) => (
              <fieldset key={group.id}>
                <legend className="text-sm font-semibold text-slate-900">
                  <span aria-hidden>{group.emoji}</span> {group.name}
                </legend>
                <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                  {categories.map((category) => {
                    const count = countOf(counts, category.id);
                    return (
                      <li key={category.id}>
                        <label className="flex items-center gap-2 text-sm text-slate-800">
                          <input
                            type="checkbox"
                            name={CATEGORIES_PARAM}
                            value={category.id}
                            defaultChecked={selectedIds.has(category.id)}
                            className="size-4 accent-brand-700"
                          />
                          <span aria-hidden>{category.emoji}</span>
                          {category.name}
                          {count === undefined ? null : (
                            <span className="text-slate-600 tabular-nums">({count})</span>
                          )}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
            <div>
              <ApplyButton />
            </div>
          </div>
        </details>
      </form>
    </>
  );
}

function ApplyButton() {
  return (
    <button
      type="submit"
      className="inline-flex h-9 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
    >
      Apply filters
    </button>
  );
}
