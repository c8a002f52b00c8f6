import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ArrivalCode } from '../../backend/port/contactless';
import { selectCompanyId } from '../../app/session';
import { CODE_ROTATION_MS, publishArrivalCode } from './contactlessThunks';
import { t } from '../../lib/operatorText';

/** The address a phone opens by scanning: the company and the current code, nothing else. */
export function arrivalUrl(origin: string, company: string, code: string): string {
  return `${origin}/arrive/${encodeURIComponent(company)}?code=${encodeURIComponent(code)}`;
}

/** How soon a code that could not be made is tried again (and at once when the browser is back online). */
export const CODE_RETRY_MS = 30_000;

/**
 * The desk's current code, replaced every ten minutes (the previous one stays valid a little longer, so
 * a photo of it soon stops working), and its QR code as an image address. When no new code can be made
 * (the network is down) and the current one expires, contactless check-in is paused: no QR that would
 * only be refused.
 */
export function useRotatingCode() {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectCompanyId);
  const [code, setCode] = useState<ArrivalCode | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expiredCode, setExpiredCode] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    async function rotate() {
      clearTimeout(retry);
      const result = await dispatch(publishArrivalCode());
      if (!current) return;
      if (publishArrivalCode.rejected.match(result)) {
        setProblem(
          t('Could not make a new code: {reason}. Trying again shortly.', {
            reason: result.payload?.message ?? t('unknown error'),
          }),
        );
        retry = setTimeout(() => void rotate(), CODE_RETRY_MS);
        return;
      }
      setProblem(null);
      setCode(result.payload);
    }
    const rotateNow = () => void rotate();
    rotateNow();
    const timer = setInterval(rotateNow, CODE_ROTATION_MS);
    window.addEventListener('online', rotateNow);
    return () => {
      current = false;
      clearInterval(timer);
      clearTimeout(retry);
      window.removeEventListener('online', rotateNow);
    };
  }, [dispatch]);

  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(() => setExpiredCode(code.code), Math.max(0, code.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [code]);

  const paused = code !== null && expiredCode === code.code;

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

  return { company, code, qr: paused ? null : qr, problem, paused };
}
