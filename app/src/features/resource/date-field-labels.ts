import type { DateFieldLabels } from '@console/ui';
import { useTranslation } from 'react-i18next';

/** The names and placeholders of a date field's day, month and year and its calendar's texts, in the console's language. */
export function useDateFieldLabels(): DateFieldLabels {
  const { t } = useTranslation('resource');
  return {
    day: t('dateField.day'),
    month: t('dateField.month'),
    year: t('dateField.year'),
    dayPlaceholder: t('dateField.dayPlaceholder'),
    monthPlaceholder: t('dateField.monthPlaceholder'),
    yearPlaceholder: t('dateField.yearPlaceholder'),
    empty: t('dateField.empty'),
    calendar: t('dateField.calendar'),
    previousMonth: t('dateField.previousMonth'),
    nextMonth: t('dateField.nextMonth'),
  };
}
