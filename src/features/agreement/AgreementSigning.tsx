import { lazy, Suspense } from 'react';
import { agreementTextIn } from '../../backend/agreementTranslations';
import type { Agreement } from '../../backend/port/agreements';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useVisitorText } from '../../components/visitorLanguage';
import type { AgreementForm } from './acceptance';

// The drawing library loads with the agreement, not with the app.
const SignaturePad = lazy(async () => ({ default: (await import('./SignaturePad')).SignaturePad }));

/** The agreement to read, the name to type, and a pad to sign on: shown before Check In when required. */
export function AgreementSigning({
  agreement,
  title,
  form,
  onChange,
}: {
  agreement: Pick<Agreement, 'version' | 'text' | 'translations'>;
  /** Another agreement's name, as the company wrote it; none: the visitor agreement. */
  title?: string;
  form: AgreementForm;
  onChange: (form: AgreementForm) => void;
}) {
  const { t, i18n } = useVisitorText();
  // The company's own translation where it gave one, with its original a click away; never a machine's.
  const shown = agreementTextIn(agreement, i18n.locale);
  return (
    <fieldset className="agreement">
      <legend>{title ?? t('Visitor agreement (version {version})', { version: agreement.version })}</legend>
      <div className="agreement-text" role="region" aria-label={t('Agreement text')} tabIndex={0}>
        {shown.text}
      </div>
      {shown.translated && (
        <details className="agreement-original">
          <summary>{t('The agreement as the company wrote it')}</summary>
          <div className="agreement-text" dir="auto">
            {agreement.text}
          </div>
        </details>
      )}
      <TextField
        label={t('Type your full name to accept')}
        value={form.typedName}
        onChange={(typedName) => onChange({ ...form, typedName })}
        autoComplete="off"
        maxLength={200}
      />
      <p className="hint">
        {t('Sign below with a mouse, pen or finger; with the keyboard, your typed name is enough.')}
      </p>
      <Suspense fallback={<Spinner label={t('Loading the signature pad..')} />}>
        <SignaturePad
          label={t('Signature')}
          clearLabel={t('Clear signature')}
          onChange={(signature) => onChange({ ...form, signature })}
        />
      </Suspense>
    </fieldset>
  );
}
