import { type ImportResource, type ImportRowError, importRowSchemas } from '@console/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ruleText } from '../../i18n/api-error';

export type RowProblem = ImportRowError['errors'][number];

/**
 * A refused row's problems in the console's words. The server checks each row with the same
 * contract schema and answers zod's English ("Invalid input: expected string, received
 * undefined"), so the row is checked again here with the console's error map (the forms'
 * translated messages). A row the schema accepts was refused by a rule of the server's own (a level
 * number taken, a goal that does not exist): its problems are said in the console's language when
 * the console knows their rule, else as the server words them.
 */
export function rowProblems(
  resource: ImportResource,
  row: unknown,
  serverProblems: readonly RowProblem[],
  errorMap: (issue: z.core.$ZodRawIssue) => string,
  t: TFunction,
): readonly RowProblem[] {
  const parsed = importRowSchemas[resource].safeParse(row, { error: errorMap });
  if (parsed.success) {
    return serverProblems.map((problem) => ({
      path: problem.path,
      message: ruleText(problem, t) ?? problem.message,
    }));
  }
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
