import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { withMoreTriesIfUnevaluated } from './firebaseErrors';

// Not in firebaseErrors.ts, which the phone page (the lite SDK) imports too: this is the full SDK.
/**
 * Every transaction of the adapter: one that the server refused because it could not evaluate the rules
 * is run again, up to twice (a transaction's body is made to run again: a refused try wrote nothing).
 * Seen under the eight-desk load and in npm test's firebase e2e run beside the other suites (an invitation
 * and a visitor type refused so).
 */
export const transact = <T>(db: Firestore, update: (transaction: Transaction) => Promise<T>): Promise<T> =>
  withMoreTriesIfUnevaluated(() => runTransaction(db, update));
