import { Button } from '@console/ui';
import { Link } from 'react-router';

/** The title row of a record's detail page, with a link back to its list. */
export function DetailHeader({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <Button asChild variant="outline" size="sm">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </header>
  );
}
