import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ArrivalCode } from '../../backend/port/contactless';
import { selectCompanyId } from '../../app/session';
import { CODE_ROTATION_MS, publishArrivalCode } from './contactlessThunks';

/** The address a phone opens by scanning: the company and the current code, nothing else. */
export function arrivalUrl(origin: string, company: string, code: string): string {
  return `${origin}/arrive/${encodeURIComponent(company)}?code=${encodeURIComponent(code)}`;
}

/**
 * The desk's current code, replaced every ten minutes (the previous one stays valid a little longer, so
 * a photo of it soon stops working), and its QR code as an image address.
 */
export function useRotatingCode() {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectCompanyId);
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

  return { company, code, qr, problem };
}
