/**
 * Who can be visited. SPEC §9: two fixed companies and three fixed hosts, all notifying one fixed
 * address. Change these here; no screen needs to change.
 */

export const VISIT_TYPES = ['Meeting', 'Interview', 'Others'] as const;

export const COMPANIES = ['Acme Corporation', 'Globex Corporation'] as const;

export const HOST_NOTIFY_EMAIL = 'frontdesk.hosts@example.com';

export interface Host {
  name: string;
  email: string;
}

export const HOSTS: readonly Host[] = [
  { name: 'Priya Sharma', email: HOST_NOTIFY_EMAIL },
  { name: 'Rahul Verma', email: HOST_NOTIFY_EMAIL },
  { name: 'Anita Desai', email: HOST_NOTIFY_EMAIL },
];

export function hostNamed(name: string): Host | undefined {
  return HOSTS.find((host) => host.name === name);
}
