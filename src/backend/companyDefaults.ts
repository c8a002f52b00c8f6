import type { CompanyInput, HostInput } from './port/directory';
import { completeSite } from './siteSettings';

/**
 * What a new company starts with: the spec's two companies and three hosts, every host
 * notifying the company's own account email, marked as examples to replace; the site in the time zone
 * of the browser that registered it.
 */
export function companyDefaults(accountEmail: string, timeZone: string) {
  const companies: (CompanyInput & { id: string })[] = [
    { id: crypto.randomUUID(), name: 'Acme Corporation', active: true },
    { id: crypto.randomUUID(), name: 'Globex Corporation', active: true },
  ];
  const [acme, globex] = companies as [(typeof companies)[0], (typeof companies)[0]];
  const hosts: (HostInput & { id: string })[] = [
    { name: 'Priya Sharma', companyId: acme.id },
    { name: 'Rahul Verma', companyId: acme.id },
    { name: 'Anita Desai', companyId: globex.id },
  ].map((host) => ({ ...host, id: crypto.randomUUID(), email: accountEmail, phone: '', active: true }));
  // The visitor types are not written: a site without them offers the spec's three.
  const { visitorTypes: _types, ...site } = completeSite({ timeZone }, timeZone);
  return { companies, hosts, site };
}
