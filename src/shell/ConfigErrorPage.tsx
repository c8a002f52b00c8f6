import { t } from '../lib/operatorText';
/** Shown instead of the app when start-up configuration is wrong: never a blank page. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="page narrow">
      <h1>{t('Frontdesk cannot start')}</h1>
      <p role="alert" className="alert alert-error">
        {t('Configuration error: {message}', { message })}
      </p>
      <p>{t('Fix the value in your .env file (see .env.example) and restart the app.')}</p>
    </main>
  );
}
