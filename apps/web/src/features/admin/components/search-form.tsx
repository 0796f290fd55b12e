import { ADMIN_SEARCH_MAX } from '@catalyst/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A list's text search, sent when the moderator presses Enter or Search (not on every key: each
 * search is a query against every account or organization). `value` is the search in the
 * address; mount it with `key={value}` so Back and a cleared filter show in the box too.
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const { register, handleSubmit } = useForm<{ q: string }>({ defaultValues: { q: value } });
  return (
    <form
      role="search"
      noValidate
      className="flex min-w-0 flex-1 flex-col gap-2"
      onSubmit={handleSubmit(({ q }) => onSearch(q.trim()))}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          {...register('q')}
        />
        <Button type="submit" variant="outline" className="shrink-0">
          Search
        </Button>
      </div>
    </form>
  );
}
