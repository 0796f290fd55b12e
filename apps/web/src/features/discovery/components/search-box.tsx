import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX } from '@catalyst/shared';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { discoveryLabels } from '../discovery-labels';
import { QUERY_PARAM, normalizeQuery } from '../filter-state';

interface SearchBoxProps {
  /** The search the results show (the address's `q`); undefined for none. */
  query: string | undefined;
  /** Receives the normalized search, or undefined when it is blank. */
  onQueryChange: (query: string | undefined) => void;
  /** Hidden fields sent with the search when the form is submitted without JavaScript. */
  carries?: [name: string, value: string][];
  className?: string;
}

/**
 * The search field. It asks for results once typing pauses (SEARCH_DEBOUNCE_MS), or at once on
 * Enter. What the visitor types stays as typed (spaces and all) while the results follow it.
 */
export function SearchBox({ query, onQueryChange, carries = [], className }: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ text: query ?? '', typed: false });
  // The last search this box asked for, or took over from the address.
  const [requested, setRequested] = useState(query);

  // The address changed without the box asking (Clear search, Clear All, going back): show it,
  // and forget any keystrokes still waiting to be sent.
  if (query !== requested) {
    setRequested(query);
    setDraft({ text: query ?? '', typed: false });
  }

  const send = useCallback(
    (text: string) => {
      const next = normalizeQuery(text);
      if (next === query) return;
      setRequested(next);
      onQueryChange(next);
    },
    [query, onQueryChange],
  );

  // Text typed before the app took the page over is in the field (hydration leaves it there)
  // but not in the state: keep it, and search for it as if it had been typed now.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly)
      setDraft((current) =>
        typedEarly === current.text ? current : { text: typedEarly, typed: true },
      );
  }, []);

  useEffect(() => {
    if (!draft.typed) return;
    const timer = window.setTimeout(() => send(draft.text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, send]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDraft((current) => ({ ...current, typed: false }));
    send(draft.text);
  };

  const clear = () => {
    setDraft({ text: '', typed: false });
    send('');
    // The button goes away with the text: the field keeps the focus.
    inputRef.current?.focus();
  };

  return (
    // Without JavaScript the form is sent as it is: a GET of the directory with the search.
    <form
      role="search"
      method="get"
      action={paths.home}
      onSubmit={submit}
      className={cn('flex flex-col gap-1.5', className)}
    >
      {carries.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Label htmlFor={id}>{discoveryLabels.search}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={inputRef}
          id={id}
          name={QUERY_PARAM}
          type="search"
          value={draft.text}
          onChange={(event) => setDraft({ text: event.target.value, typed: true })}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={discoveryLabels.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft.text ? (
          <button
            type="button"
            onClick={clear}
            aria-label={discoveryLabels.clearSearch}
            className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
