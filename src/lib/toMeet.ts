import { t } from './operatorText';

/** Whom a visitor came for, as the desk's lists say it: a visit of a type that needs no host names none. */
export const toMeet = (whomToMeet: string): string =>
  whomToMeet ? t('to meet {host}', { host: whomToMeet }) : t('with no host');
