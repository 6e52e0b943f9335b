import { useApiClient } from '@console/admin-core/react';
import {
  type Faq,
  type FaqCreate,
  type FaqListQuery,
  type FaqLocale,
  type FaqUpdate,
  faqRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/** Every FAQ query starts with this key; a change to FAQ entries invalidates it. */
export const faqQueryKey = ['faq'] as const;
export const faqEntryQueryKey = (id: number) => [...faqQueryKey, 'record', id] as const;

/** The FAQ endpoints of the contract, bound to the signed-in client. */
export function useFaqApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<Faq> = (query, signal) =>
      // The query was validated against faqListQuerySchema when it was read from the URL.
      client.call(faqRoutes.list, { query: query as FaqListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(faqRoutes.get, { params: { id }, signal }),
      create: (body: FaqCreate) => client.call(faqRoutes.create, { body }),
      update: (id: number, body: FaqUpdate) =>
        client.call(faqRoutes.update, { params: { id }, body }),
      remove: (entry: Faq) =>
        client.call(faqRoutes.delete, {
          params: { id: entry.id },
          query: { version: entry.version },
        }),
      reorder: (locale: FaqLocale, ids: number[]) =>
        client.call(faqRoutes.reorder, { body: { locale, ids } }),
    };
  }, [client]);
}
