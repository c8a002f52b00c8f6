import { isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { rejectionReason } from '../app/queryError';
import { Alert } from '../components/Alert';
import { t } from '../lib/operatorText';

/** Texts already said (t()). */
interface SaveMessages {
  saved: string;
  /** Prefixes the backend's reason. */
  failed: string;
}

/**
 * A settings save's outcome, told only once the backend acknowledges it. Firestore shows a write in its
 * listeners at once; saying "saved" then would let someone leave the page before the server has it.
 */
export function useSaveNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  /** Awaits one save, keyed so that its button can wait too; true when it was kept. */
  async function settle(key: string, saving: Promise<UnknownAction>, messages: SaveMessages) {
    setPending((keys) => new Set(keys).add(key));
    const result = await saving;
    setPending((keys) => new Set([...keys].filter((each) => each !== key)));
    const kept = !isRejected(result);
    setNotice(kept ? messages.saved : null);
    setProblem(
      kept ? null : t('{failure}: {reason}', { failure: messages.failed, reason: rejectionReason(result) }),
    );
    return kept;
  }

  function announce(message: string) {
    setProblem(null);
    setNotice(message);
  }

  const view = (
    <>
      <Alert message={problem} />
      {notice && (
        <p role="status" className="alert alert-success">
          {notice}
        </p>
      )}
    </>
  );
  return { settle, announce, isPending: (key: string) => pending.has(key), view };
}
