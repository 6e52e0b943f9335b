import { createQueryClient } from '@console/admin-core/react';

/**
 * Server state of the signed-in session: the shell provides it to the pages, and a page's data
 * can be fetched into it before the shell renders (`routes/preload-route.ts`). The shell clears
 * it when it unmounts, so no data of one admin survives into the next session.
 */
export const consoleQueryClient = createQueryClient();

/**
 * The query keys (prefixes) of figures that count the data: the dashboard's and the analytics
 * page's. The shell marks them stale after every write the server accepted.
 */
export const dataFigureQueryKeys = [['dashboard'], ['analytics']] as const;
