import { FilterSelect } from './filter-select';
import { SearchForm } from './search-form';

/** One filter of an admin list, kept in the address under `name`. */
export interface AdminListFilter<Name extends string> {
  name: Name;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The box's classes where the default width is too narrow for its options. */
  className?: string;
}

type FilterValues<Name extends string> = Partial<Record<Name | 'q', string | undefined>>;

/**
 * An admin list's text search beside its filters: side by side on wide screens, stacked on
 * narrow ones. `values` are the list's filters as the address holds them (`q` the search), and
 * `onChange` is given what a search or a filter changes.
 */
export function AdminListToolbar<Name extends string>({
  searchLabel,
  searchPlaceholder,
  filters,
  values,
  onChange,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  filters: readonly AdminListFilter<Name>[];
  values: FilterValues<Name>;
  onChange: (changes: FilterValues<Name>) => void;
}) {
  const search = values.q ?? '';
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      {/* Remounted with the search in the address, so Back and a cleared filter show in it. */}
      <SearchForm
        key={search}
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onSearch={(q) => onChange({ q } as FilterValues<Name>)}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        {filters.map(({ name, ...filter }) => (
          <FilterSelect
            key={name}
            {...filter}
            value={values[name]}
            onChange={(value) => onChange({ [name]: value } as FilterValues<Name>)}
          />
        ))}
      </div>
    </div>
  );
}
