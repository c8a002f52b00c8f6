import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { Visit } from '../../backend/port/visits';
import { scannedCodeText } from '../../lib/passCode';
import { selectCompanyId } from '../../app/session';

/**
 * The QR code of a visit's pass as an image address (the same PNG the visitor's email carries); null
 * while it is drawn, or for a visit from before passes. The encoder loads with the first pass shown.
 */
export function usePassQr(visit: Pick<Visit, 'passCode'> | null | undefined): string | null {
  const company = useAppSelector(selectCompanyId);
  const passCode = visit?.passCode ?? '';
  const [qr, setQr] = useState<{ passCode: string; url: string } | null>(null);

  useEffect(() => {
    if (!passCode || !company) return;
    let current = true;
    void import('../../lib/qrPng').then(({ qrPngBase64, pngDataUrl }) => {
      if (!current) return;
      const url = pngDataUrl(qrPngBase64(scannedCodeText({ kind: 'pass', company, code: passCode })));
      setQr({ passCode, url });
    });
    return () => {
      current = false;
    };
  }, [company, passCode]);

  return qr && qr.passCode === passCode ? qr.url : null;
}
