import { useId } from 'react';

/** A choice: its label, or a value shown under another label (an id shown as a name). */
export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Shown first, with the value '', while nothing is chosen: the field asks rather than guesses. */
  placeholder?: string;
  /** What is wrong with the choice, shown under the field and read out with it. */
  error?: string | null;
  name?: string;
}

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled native select: keyboard and screen-reader friendly by default. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  placeholder,
  error,
  name,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && value === '' && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={valueOf(option)} value={valueOf(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
