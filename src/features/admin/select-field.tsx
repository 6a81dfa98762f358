import type { ComponentProps } from 'react';
import { Label, Select } from '@/components/ui/field';

export interface Choice {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<typeof Select>, 'id' | 'children'> & {
  id: string;
  label: string;
  /** Options before the list, such as "any" (an empty value) or "nobody". */
  first?: readonly Choice[];
  choices: readonly Choice[];
};

/** A labelled choice of the staff area's forms and filters. */
export function SelectField({ id, label, first = [], choices, ...select }: SelectFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...select}>
        {[...first, ...choices].map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
