import { api } from '../../app/api';
import { fromPort } from '../../app/portQuery';
import { BackendError } from '../../backend/errors';
import type { Visitor } from '../../backend/port/visitors';
import { VISITOR_MESSAGES } from './visitorMessages';
import { t } from '../../lib/operatorText';

export const visitorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The spec's existing-visitor check (visitors by email, limit 1). Not found is its own code, with the
     * spec's failure state; any other failure keeps its code, so nobody is told a visitor is unknown
     * because a read failed.
     */
    findVisitor: build.query<Visitor, string>({
      queryFn: (email, { extra }) =>
        fromPort(extra, async (backend) => {
          if (!email.trim()) throw new BackendError('invalid-input', t(VISITOR_MESSAGES.lookupBlankGuard));
          const visitor = await backend.visitors.findByEmail(email);
          if (!visitor) throw new BackendError('not-found', t(VISITOR_MESSAGES.notFoundState));
          return visitor;
        }),
      // Personal data: kept only while the lookup screen shows it; each lookup asks the backend again.
      keepUnusedDataFor: 0,
    }),

    /** The desk's type-ahead over the register: a few people at most, with their photos. */
    searchVisitors: build.query<Visitor[], string>({
      queryFn: (search, { extra }) =>
        fromPort(extra, (backend) => backend.visitors.search(search, VISITOR_SEARCH_RESULTS)),
      // Personal data: kept only while the list shows it.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** As many people as fit beside the field without scrolling. */
export const VISITOR_SEARCH_RESULTS = 6;

export const { useFindVisitorQuery, useLazyFindVisitorQuery, useSearchVisitorsQuery } = visitorsApi;
