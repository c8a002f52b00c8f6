import { ForbiddenError } from './teamErrors';
import { can, type Permission, type Role } from './permissions';
import { deniedReason } from './permissionTexts';
import type { Backend } from './port/backend';
import type { Unsubscribe } from './port/common';

/** The ports a session acts through; auth, join, verification and sync belong to no role. */
type GuardedPort = Exclude<keyof Backend, 'auth' | 'join' | 'verification' | 'sync'>;

/** Every method of every guarded port, and what it needs: a new method is a type error until it is listed. */
export type PortPermissions = {
  [P in GuardedPort]: Record<keyof Backend[P], Permission>;
};

export const PORT_PERMISSIONS: PortPermissions = {
  visitors: { findByEmail: 'view', search: 'view', add: 'desk' },
  visits: {
    checkIn: 'desk',
    checkOutByVisitId: 'desk',
    checkOutByPass: 'desk',
    unclosed: 'view',
    checkOutMany: 'desk',
    lastOf: 'view',
    visit: 'view',
    page: 'view',
    watchPage: 'view',
    onSite: 'view',
    watchOnSite: 'view',
    owedMails: 'view',
    settleMails: 'desk',
    stats: 'view',
    watchStats: 'view',
  },
  mail: {
    send: 'desk',
    retry: 'desk',
    recent: 'view',
    watchRecent: 'view',
    forVisits: 'view',
    watchForVisits: 'view',
  },
  settings: {
    company: 'view',
    updateCompany: 'manage',
    site: 'view',
    watchSite: 'view',
    updateSite: 'manage',
    saveVisitorType: 'manage',
  },
  directory: {
    list: 'view',
    watch: 'view',
    saveCompany: 'manage',
    saveHost: 'manage',
    importHosts: 'manage',
  },
  contactless: {
    publish: 'desk',
    watchArrivals: 'view',
    arrival: 'view',
    markCheckedIn: 'desk',
    decline: 'desk',
    markCheckedOut: 'desk',
  },
  invites: {
    invite: 'desk',
    cancel: 'desk',
    byCode: 'view',
    watchDay: 'view',
    owedMails: 'view',
    settleMail: 'desk',
  },
  rollCalls: {
    start: 'rollCall',
    current: 'view',
    rollCall: 'view',
    watch: 'view',
    markSafe: 'rollCall',
    unmarkSafe: 'rollCall',
    finish: 'rollCall',
    history: 'view',
  },
  watchlist: {
    add: 'manage',
    remove: 'manage',
    list: 'view',
    watch: 'view',
    recordHold: 'desk',
    holds: 'view',
    hold: 'view',
  },
  privacy: {
    exportFor: 'manage',
    erase: 'manage',
    // The period's run when a desk opens is the desk's duty; changing the period is a setting (manage).
    applyRetention: 'desk',
    retentionPreview: 'view',
    log: 'view',
    resume: 'desk',
    unfinished: 'view',
  },
  agreements: {
    latest: 'view',
    watchLatest: 'view',
    version: 'view',
    publish: 'manage',
    translate: 'manage',
    namedAgreements: 'view',
    namedAgreement: 'view',
    publishNamed: 'manage',
    translateNamed: 'manage',
  },
  audit: { page: 'manage', recordExport: 'view' },
  team: {
    // Everyone sees who their colleagues are (the dashboard names who checked each visitor in).
    members: 'view',
    watchMembers: 'view',
    invites: 'team',
    invite: 'team',
    cancelInvite: 'team',
    update: 'team',
    // One's own membership and last-seen time: everyone's.
    watchMe: 'view',
    seen: 'view',
  },
};

const isMethod = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function';

/**
 * The signed-in person's role as it stands now; throws NotSignedInError, or AccessRevokedError for a
 * deactivated member.
 */
export type RoleOf = () => Promise<Role>;

/**
 * Wraps each port so that a method runs only for a role its permission names: a call refused throws
 * ForbiddenError (a live read reports it to its onError), and a deactivated member's call throws what
 * `roleOf` throws. The local adapter reads the member's row for each call, so a deactivation in another
 * tab is refused at the next call; Firestore's rules make the same refusals on the server.
 */
export function guardedBackend(backend: Backend, roleOf: RoleOf): Backend {
  const allowed = async (permission: Permission) => {
    const role = await roleOf();
    if (!can(role, permission)) throw new ForbiddenError(deniedReason(role, permission));
  };
  const guard = <Port extends object>(port: Port, table: Record<keyof Port, Permission>): Port =>
    new Proxy(port, {
      get(target, key, receiver) {
        const method: unknown = Reflect.get(target, key, receiver);
        if (!isMethod(method) || typeof key !== 'string' || !(key in table)) return method;
        const permission = table[key as keyof Port];
        if (key.startsWith('watch')) return guardWatch(method, target, permission);
        return async (...args: unknown[]): Promise<unknown> => {
          await allowed(permission);
          return Reflect.apply(method, target, args);
        };
      },
    });
  /** A live read starts once the role allows it; its onError (the last argument) hears a refusal. */
  const guardWatch =
    (method: (...args: unknown[]) => unknown, target: object, permission: Permission) =>
    (...args: unknown[]): Unsubscribe => {
      let stop: Unsubscribe | null = null;
      let stopped = false;
      const onError = args[args.length - 1] as (error: Error) => void;
      allowed(permission).then(
        () => {
          if (!stopped) stop = Reflect.apply(method, target, args) as Unsubscribe;
        },
        (error: unknown) => {
          if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    };
  return {
    ...backend,
    visitors: guard(backend.visitors, PORT_PERMISSIONS.visitors),
    visits: guard(backend.visits, PORT_PERMISSIONS.visits),
    mail: guard(backend.mail, PORT_PERMISSIONS.mail),
    settings: guard(backend.settings, PORT_PERMISSIONS.settings),
    directory: guard(backend.directory, PORT_PERMISSIONS.directory),
    contactless: guard(backend.contactless, PORT_PERMISSIONS.contactless),
    invites: guard(backend.invites, PORT_PERMISSIONS.invites),
    rollCalls: guard(backend.rollCalls, PORT_PERMISSIONS.rollCalls),
    watchlist: guard(backend.watchlist, PORT_PERMISSIONS.watchlist),
    privacy: guard(backend.privacy, PORT_PERMISSIONS.privacy),
    agreements: guard(backend.agreements, PORT_PERMISSIONS.agreements),
    team: guard(backend.team, PORT_PERMISSIONS.team),
    audit: guard(backend.audit, PORT_PERMISSIONS.audit),
  };
}
