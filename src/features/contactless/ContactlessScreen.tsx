import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ArrivalCode } from '../../backend/port/contactless';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { selectAuth } from '../auth/authSlice';
import { CODE_ROTATION_MS, publishArrivalCode } from './contactlessThunks';

/** The address a phone opens by scanning: the company and the current code, nothing else. */
export function arrivalUrl(origin: string, company: string, code: string): string {
  return `${origin}/arrive/${encodeURIComponent(company)}?code=${encodeURIComponent(code)}`;
}

/**
 * The desk's screen facing visitors: a large QR code to scan with a phone's camera. The code is replaced
 * every ten minutes (the previous one stays valid a little longer), so a photo of it soon stops working.
 */
export function ContactlessScreen() {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectAuth).company?.id ?? '';
  const [code, setCode] = useState<ArrivalCode | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    async function rotate() {
      const result = await dispatch(publishArrivalCode());
      if (!current) return;
      if (publishArrivalCode.rejected.match(result)) {
        setProblem(
          `Could not make a new code: ${result.payload?.message ?? 'unknown error'}. Trying again shortly.`,
        );
        return;
      }
      setProblem(null);
      setCode(result.payload);
    }
    void rotate();
    const timer = setInterval(() => void rotate(), CODE_ROTATION_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [dispatch]);

  useEffect(() => {
    if (!code || !company) return;
    let current = true;
    void qrSvg(arrivalUrl(window.location.origin, company, code.code), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    }).then((svg) => current && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
    return () => {
      current = false;
    };
  }, [code, company]);

  return (
    <section className="page contactless">
      <div className="no-print">
        <PageTitle>Check in from your phone</PageTitle>
        <p className="contactless-lead">
          Scan this code with your phone’s camera, then follow the steps on your phone.
        </p>
        <Alert message={problem} />
        {qr ? (
          <img
            className="contactless-qr"
            src={qr}
            alt="QR code to check in from your phone"
            width={320}
            height={320}
          />
        ) : (
          !problem && <Spinner label="Making a check-in code.." />
        )}
        <p className="hint">The code changes every ten minutes: scan the one on this screen.</p>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print a sign
        </button>
      </div>
      {/* A printed code would never change: the sign sends visitors to the screen instead. */}
      <div className="print-sign" aria-hidden="true">
        <p className="print-sign-title">Check in from your phone</p>
        <p>Scan the code on the screen at the front desk with your phone’s camera.</p>
      </div>
    </section>
  );
}
