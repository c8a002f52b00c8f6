import type { Services } from '../../app/services';
import type { WatchlistHold } from '../../backend/port/watchlist';
import type { MailSite } from '../../shared/mail/templates';

/**
 * Emails the company's own account about a decided hold (the hold itself, or its id once recorded). Like
 * every mail it never delays or fails what the desk did: a refused or failed alert shows in the outbox.
 */
export function sendHoldAlert(services: Services, site: MailSite, hold: WatchlistHold | string): void {
  void (async () => {
    const decided = typeof hold === 'string' ? await (await services.backend()).watchlist.hold(hold) : hold;
    if (decided) await (await services.mailer()).sendWatchlistAlert(decided, site);
  })().catch(() => undefined);
}
