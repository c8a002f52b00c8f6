import type { Invite } from '../port/invites';
import { numeric, oneOf, text, type StoredData } from './fields';

/** A stored invitation back to the plain record; its code is the document's id. */
export function toInvite(code: string, data: StoredData): Invite {
  return {
    code,
    visitorName: text(data, 'visitorName'),
    visitorEmail: text(data, 'visitorEmail'),
    visitorMobile: text(data, 'visitorMobile'),
    // As stored: a type's name is the company's own (an old tab read a new type as 'Others').
    visitType: text(data, 'visitType'),
    ...(typeof data.visitTypeId === 'string' && { visitTypeId: data.visitTypeId }),
    ...(typeof data.visitorLanguage === 'string' && { visitorLanguage: data.visitorLanguage }),
    companyName: text(data, 'companyName'),
    hostId: text(data, 'hostId'),
    whomToMeet: text(data, 'whomToMeet'),
    whomToMeetEmail: text(data, 'whomToMeetEmail'),
    expectedAt: numeric(data, 'expectedAt'),
    day: text(data, 'day'),
    validFrom: numeric(data, 'validFrom'),
    validUntil: numeric(data, 'validUntil'),
    state: oneOf(data, 'state', ['invited', 'arrived', 'cancelled'] as const, 'invited'),
    visitDocId: text(data, 'visitDocId'),
    createdAt: numeric(data, 'createdAt'),
    ...(typeof data.cancelledAt === 'number' && { cancelledAt: data.cancelledAt }),
  };
}
