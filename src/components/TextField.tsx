import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under the field and read out with it. */
  error?: string | null;
  /** The screen's main field: focused when the screen opens, so the operator types at once. */
  mainField?: boolean;
}

/** A labelled input: every field has a visible label tied to it, and its problem beside it. */
export function TextField({ label, value, onChange, error, type, mainField, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={type === 'number' ? keepValueOnWheel : undefined}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // A desk screen opens on its main field: the operator's hands are on the keyboard, not the mouse.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={mainField}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A mouse wheel turned over a focused number input changes it: for a mobile number (a number input in the
 * spec, not a quantity) that silently changes what was typed.
 */
function keepValueOnWheel(input: HTMLInputElement) {
  const keepValue = (event: WheelEvent) => {
    if (document.activeElement === input) event.preventDefault();
  };
  input.addEventListener('wheel', keepValue, { passive: false });
  return () => input.removeEventListener('wheel', keepValue);
}
