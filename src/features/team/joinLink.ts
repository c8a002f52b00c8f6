import { joinPath } from '../../app/screenLinks';

/** The address an invited person opens to join: this desk's own origin, so it works on any deployment. */
export const joinLink = (code: string) => `${window.location.origin}${joinPath(code)}`;
