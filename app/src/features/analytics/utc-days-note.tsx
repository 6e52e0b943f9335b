import { useLanguage } from '@console/admin-core/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';

const MINUTE_MS = 60_000;

/** The current moment, renewed every minute (the note shows hours and minutes). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Says that the dashboard's and analytics' days are UTC days (see docs/decisions.md, "Dashboard and
 * analytics days") and what time it is in UTC, so an admin far from UTC can tell which day "today"
 * is: the list filters take the admin's local days instead.
 */
export function UtcDaysNote() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const now = useMinuteClock();
  return (
    <p data-utc-days-note="" className="text-sm text-muted-foreground">
      {t('dates.utcDays', { now: formatDateTime(now, language, 'UTC') })}
    </p>
  );
}
