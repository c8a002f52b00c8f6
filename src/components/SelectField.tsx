import { useId } from 'react';

/** A choice: its label, or a value shown under another label (an id shown as a name). */
export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled native select: keyboard and screen-reader friendly by default. */
export function SelectField({ label, value, options, onChange, disabled }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={valueOf(option)} value={valueOf(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
