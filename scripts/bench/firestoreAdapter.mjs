// The Firebase adapter and what the Firestore bench needs with it, in one module so that they share one
// read meter when loaded through Vite (firestore.mjs).
export { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend.ts';
export { readMeter } from '../../src/backend/firebase/readMeter.ts';
export { toVisitDocument } from '../../src/backend/firebase/visitDocument.ts';
export { lastSiteDays } from '../../src/lib/siteDays.ts';
export { clearEmulators, emulatorSettings, writeAsOwner } from '../../tests/firebase/emulators.ts';
export { checkInInput, companyInput } from '../../src/test/fixtures.ts';
