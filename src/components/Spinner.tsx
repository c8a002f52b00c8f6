import { t } from '../lib/operatorText';
interface SpinnerProps {
  /** Visible text next to the spinner; the spec's loading texts go here. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div role="status" className="spinner-row">
      <span className="spinner" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="visually-hidden">{t('Loading')}</span>}
    </div>
  );
}
