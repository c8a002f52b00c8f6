interface AlertProps {
  message: string | null | undefined;
  tone?: 'error' | 'success' | 'info';
}

/** The spec's alerts: announced by screen readers, shown with their exact text. */
export function Alert({ message, tone = 'error' }: AlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className={`alert alert-${tone}`}>
      {message}
    </div>
  );
}
