import { useId } from 'react';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

/** Radix Select items need a value: this one stands for 'no filter'. */
const ANY = 'any';

/** A labelled filter over a list: one of `options`, or `anyLabel` for all of them. */
export function FilterSelect<Value extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  anyLabel: string;
  options: readonly { value: Value; label: string }[];
  value: string | undefined;
  onChange: (value: Value | undefined) => void;
  className?: string;
}) {
  const id = useId();
  const known = options.some((option) => option.value === value);
  return (
    <div className={className ?? 'flex flex-col gap-2 sm:w-48'}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={known ? value : ANY}
        onValueChange={(next) => onChange(next === ANY ? undefined : (next as Value))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
