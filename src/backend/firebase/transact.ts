import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { withOneMoreTryIfUnevaluated } from './firebaseErrors';

// Not in firebaseErrors.ts, which the phone page (the lite SDK) imports too: this is the full SDK.
/**
 * Every transaction of the adapter: one that the server refused because it could not evaluate the rules is
 * run once more (a transaction's body is made to run again: its first try wrote nothing). Seen under the
 * eight-desk load and in npm test's firebase e2e run beside the other suites (an invitation refused so).
 */
export const transact = <T>(db: Firestore, update: (transaction: Transaction) => Promise<T>): Promise<T> =>
  withOneMoreTryIfUnevaluated(() => runTransaction(db, update));
