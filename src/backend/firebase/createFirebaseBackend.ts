// Placeholder until the firebase adapter lands (being written now); the integrator replaces it.
import type { FirebaseSettings } from '../../config/env';
import type { Backend } from '../types';

export function createFirebaseBackend(
  _settings: FirebaseSettings,
  _options?: { mailCollection?: string },
): Backend {
  throw new Error('The firebase adapter is not built yet');
}
