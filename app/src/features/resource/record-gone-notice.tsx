import { Button } from '@console/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listHref } from './list-return';
import type { RecordGone } from './use-resource-form';

/**
 * Above an edit form whose record someone else deleted meanwhile: says so for as long as the form
 * is open, with the admin's edits still in the fields below, and offers the ways on — create a new
 * record from them (where the form can create) or go back to the list. It takes the focus when it
 * appears, since the Save button it replaces held it.
 */
export function RecordGoneNotice({
  gone,
  backHref,
  creating,
}: {
  gone: RecordGone;
  /** The list (see `listHref`). */
  backHref: string;
  /** A create from the edits is under way. */
  creating: boolean;
}) {
  const { t } = useTranslation('resource');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid gap-1">
        <p id={titleId} className="font-medium text-destructive">
          {t('gone.title')}
        </p>
        <p>{t(gone.createAgain ? 'gone.description' : 'gone.descriptionNoCreate')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {gone.createAgain ? (
          <Button type="button" size="sm" loading={creating} onClick={gone.createAgain}>
            {creating ? t('common:states.saving') : t('gone.createAgain')}
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={listHref(backHref)}>{t('form.backToList')}</Link>
        </Button>
      </div>
    </div>
  );
}
