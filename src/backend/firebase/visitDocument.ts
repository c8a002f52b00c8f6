import type { DocumentData } from 'firebase/firestore';
import { companyGrams, searchGrams } from '../../lib/visitSearch';
import { isStoredData, numeric, text, type StoredData } from './fields';
import { toSignedAgreement } from './agreementDocument';
import { CLOSING_KINDS, type ClosingKind, type Visit } from '../port/visits';
import { answersOf, storedAnswers } from '../visitAnswers';

/** A stored visit document back to the plain record the app uses. */
export function toVisit(id: string, data: StoredData): Visit {
  const checkout = data.checkout_timestamp;
  return {
    id,
    // As stored: a type's name is the company's own (an old tab read a new type as 'Others').
    visitType: text(data, 'visitType'),
    ...(typeof data.visitTypeId === 'string' && { visitTypeId: data.visitTypeId }),
    ...(typeof data.visitorLanguage === 'string' && { visitorLanguage: data.visitorLanguage }),
    ...(isStoredData(data.answers) && {
      answers: answersOf(data.answers, isStoredData(data.answerQuestions) ? data.answerQuestions : {}),
    }),
    companyName: text(data, 'companyName'),
    whomToMeet: text(data, 'whomToMeet'),
    whomToMeetEmail: text(data, 'whomToMeetEmail'),
    hostId: text(data, 'hostId'),
    visitorEmail: text(data, 'visitorEmail'),
    visitorName: text(data, 'visitorName'),
    visitorMobile: text(data, 'visitorMobile'),
    checkedOut: data.checkedOut === true,
    imageUrl: text(data, 'imageUrl'),
    checkin_timestamp: numeric(data, 'checkin_timestamp'),
    checkout_timestamp: typeof checkout === 'number' ? checkout : '',
    visitID: numeric(data, 'visitID'),
    passCode: text(data, 'passCode'),
    ...(isClosingKind(data.closedBy) && { closedBy: data.closedBy }),
    ...(typeof data.anonymisedAt === 'number' && { anonymisedAt: data.anonymisedAt }),
    ...(isStoredData(data.agreement) && { agreement: toSignedAgreement(data.agreement) }),
    ...(typeof data.checkedInBy === 'string' && { checkedInBy: data.checkedInBy }),
  };
}

const isClosingKind = (value: unknown): value is ClosingKind => CLOSING_KINDS.some((kind) => kind === value);

/**
 * The stored form: the spec's fields plus the n-grams that let Firestore narrow a search, and the
 * company's alone (never changed: what anonymising leaves in searchGrams, as the rules check).
 */
export function toVisitDocument(visit: Visit): DocumentData {
  const { id, answers, ...fields } = visit;
  return {
    ...fields,
    ...(answers && storedAnswers(answers)),
    searchGrams: searchGrams(visit),
    companyGrams: companyGrams(visit),
  };
}
