import { createQueryClient } from '@console/admin-core/react';

/**
 * Server state of the signed-in session: the shell provides it to the pages, and a page's data
 * can be fetched into it before the shell renders (`routes/preload-route.ts`). The shell clears
 * it when it unmounts, so no data of one admin survives into the next session.
 */
export const consoleQueryClient = createQueryClient();
