import { Button } from '@console/ui';
import { Link } from 'react-router';
import { HistoryLink, type RecordHistory } from './history-link';
import { listHref } from './list-return';

/**
 * The title row of a record's detail page, with a link back to its list and, for super users, one
 * to the record's history in the audit log.
 */
export function DetailHeader({
  title,
  backTo,
  backLabel,
  history,
}: {
  title: string;
  /** The list, to which the link returns as the admin left it (see `listHref`). */
  backTo: string;
  backLabel: string;
  history?: RecordHistory;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="flex flex-wrap gap-2">
        <HistoryLink history={history} />
        <Button asChild variant="outline" size="sm">
          <Link to={listHref(backTo)}>{backLabel}</Link>
        </Button>
      </div>
    </header>
  );
}
