import { lazy, Suspense } from 'react';
import type { Agreement } from '../../backend/port/agreements';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { AgreementForm } from './acceptance';

// The drawing library loads with the agreement, not with the app.
const SignaturePad = lazy(async () => ({ default: (await import('./SignaturePad')).SignaturePad }));

/** The agreement to read, the name to type, and a pad to sign on: shown before Check In when required. */
export function AgreementSigning({
  agreement,
  form,
  onChange,
}: {
  agreement: Pick<Agreement, 'version' | 'text'>;
  form: AgreementForm;
  onChange: (form: AgreementForm) => void;
}) {
  return (
    <fieldset className="agreement">
      <legend>Visitor agreement (version {agreement.version})</legend>
      <div className="agreement-text" role="region" aria-label="Agreement text" tabIndex={0}>
        {agreement.text}
      </div>
      <TextField
        label="Type your full name to accept"
        value={form.typedName}
        onChange={(typedName) => onChange({ ...form, typedName })}
        autoComplete="off"
        maxLength={200}
      />
      <p className="hint">
        Sign below with a mouse, pen or finger; with the keyboard, your typed name is enough.
      </p>
      <Suspense fallback={<Spinner label="Loading the signature pad.." />}>
        <SignaturePad label="Signature" onChange={(signature) => onChange({ ...form, signature })} />
      </Suspense>
    </fieldset>
  );
}
