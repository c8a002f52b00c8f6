import type { Unsubscribe } from './common';

/** A company visited at this desk (the spec's "Company Name" choices). */
export interface DirectoryCompany {
  id: string;
  name: string;
  active: boolean;
  /** One of the examples a new account starts with, to be replaced. */
  example: boolean;
}

/** Someone visitors come to meet; notified by email at their own address. */
export interface Host {
  id: string;
  name: string;
  email: string;
  /** Optional: '' when not given. */
  phone: string;
  companyId: string;
  active: boolean;
  example: boolean;
}

export interface Directory {
  companies: DirectoryCompany[];
  hosts: Host[];
}

export type CompanyInput = Pick<DirectoryCompany, 'name' | 'active'> & { id?: string };
export type HostInput = Pick<Host, 'name' | 'email' | 'phone' | 'companyId' | 'active'> & { id?: string };

/** A host as imported from a file: the company by name (created when new), matched to a host by email. */
export interface HostImportRow {
  name: string;
  email: string;
  phone: string;
  company: string;
  active: boolean;
}

export interface DirectoryPort {
  /** Companies and hosts, each sorted by name. */
  list(): Promise<Directory>;
  watch(listener: (directory: Directory) => void, onError: (error: Error) => void): Unsubscribe;
  /** Adds (no id) or changes a company. */
  saveCompany(input: CompanyInput): Promise<DirectoryCompany>;
  /** Adds (no id) or changes a host; a host is deactivated, never deleted, so visits keep their host. */
  saveHost(input: HostInput): Promise<Host>;
  /** All rows or none: one transaction. Returns how many hosts were added and how many updated. */
  importHosts(rows: HostImportRow[]): Promise<{ added: number; updated: number }>;
}
