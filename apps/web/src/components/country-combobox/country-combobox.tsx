import type { Country } from '@catalyst/shared';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import { useCallback, useLayoutEffect, useMemo, useState, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { matchCountries } from './match-countries';

/** A choice in the list; `flagEmoji` may be empty for a choice such as "All Countries". */
export type CountryChoice = Pick<Country, 'code' | 'name' | 'flagEmoji'>;

interface CommonProps {
  /** The input's id, so a <label for> names it. */
  id: string;
  countries: readonly CountryChoice[];
  /** Names the list of choices (the visible label names the input). */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** Lets a form move the focus here, e.g. when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Takes the focus when it appears, the caret after any text, e.g. when it replaces a stand-in
   * that had the focus.
   */
  autoFocus?: boolean;
  /** Text typed before this picker took over, filtered at once. */
  initialQuery?: string;
  /** Appears with its list open, e.g. when the stand-in it replaces was clicked. */
  initialOpen?: boolean;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface SingleCountryComboboxProps extends CommonProps {
  multiple?: false;
  /** The chosen code, or undefined when none is. */
  value: string | undefined;
  onValueChange: (code: string) => void;
}

export interface MultipleCountryComboboxProps extends CommonProps {
  multiple: true;
  value: readonly string[];
  onValueChange: (codes: string[]) => void;
}

export type CountryComboboxProps = SingleCountryComboboxProps | MultipleCountryComboboxProps;

const toName = (country: CountryChoice | null) => country?.name ?? '';

/**
 * A searchable country picker following the WAI-ARIA combobox pattern (Downshift's useCombobox):
 * typing filters by name with case and accents folded, arrows move, Enter or a click chooses,
 * Escape closes and restores the chosen name, so the text shown is always the choice saved.
 * With `multiple`, the choices show as chips with remove buttons and the list stays open to
 * choose more.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const { countries, multiple } = props;
  const [query, setQuery] = useState(props.initialQuery ?? '');
  const chosenCodes = useMemo(
    () => (multiple ? new Set(props.value) : new Set<string>()),
    [multiple, props.value],
  );
  const chosen: CountryChoice[] = multiple
    ? props.value.flatMap((code) => countries.find((country) => country.code === code) ?? [])
    : [];
  const selectedItem = multiple
    ? null
    : (countries.find((country) => country.code === props.value) ?? null);
  const items = useMemo(
    () => matchCountries(countries, query).filter((country) => !chosenCodes.has(country.code)),
    [countries, query, chosenCodes],
  );

  const choose = (country: CountryChoice) => {
    if (props.multiple) props.onValueChange([...props.value, country.code]);
    else props.onValueChange(country.code);
  };
  const remove = (code: string) => {
    if (props.multiple)
      props.onValueChange(props.value.filter((chosenCode) => chosenCode !== code));
  };

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<CountryChoice>({
    items,
    itemToString: toName,
    itemToKey: (country) => country?.code,
    inputId: props.id,
    selectedItem,
    initialInputValue: props.initialQuery ?? toName(selectedItem),
    initialIsOpen: Boolean(props.initialOpen || props.initialQuery),
    initialHighlightedIndex: props.initialQuery ? 0 : undefined,
    stateReducer: (state, { type, changes }) =>
      reduce(state, type, changes, {
        countries,
        multiple: Boolean(multiple),
        chosenCodes,
      }),
    onInputValueChange: ({ type, inputValue }) => {
      // Only what the person types filters; a choice filling in its name does not.
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery('');
    },
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item) choose(item);
      setQuery('');
    },
  });

  // Focused from here, not by the autoFocus attribute, so the caret lands after the typed text
  // instead of the whole text being selected (which the next key would replace).
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const [focusOnMount] = useState(Boolean(props.autoFocus));
  const [typedBeforeMount] = useState(Boolean(props.initialQuery));
  useLayoutEffect(() => {
    if (!focusOnMount || !inputElement) return;
    inputElement.focus();
    // The focus handler selected the text; text typed before goes on, so the caret goes after it.
    if (typedBeforeMount) {
      inputElement.setSelectionRange(inputElement.value.length, inputElement.value.length);
    }
  }, [focusOnMount, typedBeforeMount, inputElement]);
  const formRef = props.inputRef;
  const bindInput = useCallback(
    (element: HTMLInputElement | null) => {
      setInputElement(element);
      assignRef(formRef, element);
    },
    [formRef],
  );

  return (
    <div className={cn('relative flex flex-col gap-2', props.className)}>
      {multiple && chosen.length > 0 ? (
        <ul aria-label={`Chosen: ${props.label}`} className="flex flex-wrap gap-1.5">
          {chosen.map((country) => (
            <li
              key={country.code}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-2.5 text-sm text-slate-900"
            >
              {country.flagEmoji ? <span aria-hidden>{country.flagEmoji}</span> : null}
              {country.name}
              <button
                type="button"
                aria-label={`Remove ${country.name}`}
                disabled={props.disabled}
                onClick={() => remove(country.code)}
                className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          {...getInputProps({
            ref: bindInput,
            // The visible <label for> names the input; Downshift would point at a label id.
            'aria-labelledby': undefined,
            'aria-invalid': props['aria-invalid'],
            'aria-describedby': props['aria-describedby'],
            'aria-required': props['aria-required'],
            placeholder: props.placeholder,
            disabled: props.disabled,
            onBlur: (event) => {
              delete event.currentTarget.dataset.justFocused;
              props.onBlur?.();
            },
            onFocus: (event) => {
              // Typing then replaces the chosen name instead of adding to it.
              if (multiple) return;
              event.currentTarget.select();
              event.currentTarget.dataset.justFocused = '';
            },
            onMouseUp: (event) => {
              // The click that focused the field would otherwise undo that selection.
              if (event.currentTarget.dataset.justFocused === undefined) return;
              delete event.currentTarget.dataset.justFocused;
              event.preventDefault();
            },
            onKeyDown: (event) => {
              // Backspace in an empty field takes back the last country chosen.
              const last = chosen.at(-1);
              if (multiple && event.key === 'Backspace' && !event.currentTarget.value && last) {
                remove(last.code);
              }
            },
          })}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-default disabled:bg-slate-50 aria-invalid:border-red-500"
        />
        <button
          {...getToggleButtonProps({ disabled: props.disabled })}
          aria-label={`Show ${props.label}`}
          tabIndex={-1}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:text-slate-900"
        >
          <ChevronDown
            aria-hidden
            className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </div>
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
          !isOpen && 'hidden',
        )}
      >
        <ul
          {...getMenuProps({ 'aria-label': props.label })}
          className="max-h-64 overflow-y-auto p-1"
        >
          {isOpen
            ? items.map((country, index) => (
                <li
                  key={country.code}
                  {...getItemProps({ item: country, index })}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-900',
                    highlightedIndex === index && 'bg-brand-50 text-brand-900',
                  )}
                >
                  {country.flagEmoji ? <span aria-hidden>{country.flagEmoji}</span> : null}
                  <span className="flex-1">{country.name}</span>
                  {selectedItem?.code === country.code ? (
                    <Check aria-hidden className="size-4 text-brand-700" />
                  ) : null}
                </li>
              ))
            : null}
        </ul>
        {isOpen && items.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">No country matches “{query}”.</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Downshift's defaults adjusted so the field never shows text that is not the saved choice,
 * Escape never clears a choice, typing highlights the best match for Enter, and choosing
 * several keeps the list open with an empty field.
 */
function reduce(
  state: UseComboboxState<CountryChoice>,
  type: UseComboboxStateChangeOptions<CountryChoice>['type'],
  changes: Partial<UseComboboxState<CountryChoice>>,
  context: { countries: readonly CountryChoice[]; multiple: boolean; chosenCodes: Set<string> },
): Partial<UseComboboxState<CountryChoice>> {
  const types = useCombobox.stateChangeTypes;
  const shownName = context.multiple ? '' : toName(state.selectedItem);
  switch (type) {
    case types.InputChange: {
      const matches = matchCountries(context.countries, changes.inputValue ?? '').filter(
        (country) => !context.chosenCodes.has(country.code),
      );
      return { ...changes, highlightedIndex: matches.length > 0 ? 0 : -1 };
    }
    case types.InputKeyDownEscape:
      return { ...changes, selectedItem: state.selectedItem, inputValue: shownName };
    case types.InputBlur:
      if (context.multiple) return { ...changes, selectedItem: null, inputValue: '' };
      return changes.selectedItem && changes.selectedItem !== state.selectedItem
        ? changes
        : { ...changes, inputValue: shownName };
    case types.InputKeyDownEnter:
    case types.ItemClick:
      if (context.multiple) {
        return {
          ...changes,
          isOpen: true,
          inputValue: '',
          highlightedIndex: state.highlightedIndex,
        };
      }
      return changes;
    default:
      return changes;
  }
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
