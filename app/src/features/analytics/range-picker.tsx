import { useLanguage } from '@console/admin-core/react';
import { FIRST_QUERY_DAY, LAST_QUERY_DAY } from '@console/contract';
import {
  Button,
  DateField,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@console/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useDateFieldLabels } from '../resource/date-field-labels';
import {
  type AnalyticsRange,
  type CustomRangeProblem,
  customRangeProblem,
  presetOfChoice,
  RANGE_PRESETS,
  rangeChoice,
} from './range';

export interface RangePickerProps {
  range: AnalyticsRange;
  /** The days the range covers now, `YYYY-MM-DD`. */
  dates: { from: string; to: string };
  onChange: (range: AnalyticsRange) => void;
}

/** Presets (last 7/30/90 days) or a custom from/to, applied with a button after validation. */
export function RangePicker({ range, dates, onChange }: RangePickerProps) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const dateFieldLabels = useDateFieldLabels();
  const id = useId();
  const [editingCustom, setEditingCustom] = useState(range.kind === 'custom');
  const [from, setFrom] = useState(dates.from);
  const [to, setTo] = useState(dates.to);
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null);
  /** Why pasted text was not taken (the field keeps its date): said until the next change. */
  const [refusedPaste, setRefusedPaste] = useState<'incomplete' | 'impossible' | null>(null);
  const invalid = problem !== null;
  const choice = editingCustom ? 'custom' : rangeChoice(range);

  const choose = (value: string) => {
    const preset = presetOfChoice(value);
    setProblem(null);
    setRefusedPaste(null);
    if (preset === null) {
      setFrom(dates.from);
      setTo(dates.to);
      setEditingCustom(true);
      return;
    }
    setEditingCustom(false);
    onChange({ kind: 'preset', days: preset });
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    setRefusedPaste(null);
    if (found === null) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-preset`}>{t('range.label')}</Label>
        <Select value={choice} onValueChange={choose}>
          <SelectTrigger id={`${id}-preset`} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((days) => (
              <SelectItem key={days} value={`${days}d`}>
                {t(`range.last${days}`)}
              </SelectItem>
            ))}
            <SelectItem value="custom">{t('range.custom')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {editingCustom ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={apply} noValidate>
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([end, date, setDate]) => (
            <div key={end} className="grid gap-2">
              <Label id={`${id}-${end}`}>{t(`range.${end}`)}</Label>
              <DateField
                aria-labelledby={`${id}-${end}`}
                locale={language}
                labels={dateFieldLabels}
                calendar
                value={date}
                onValueChange={(value) => {
                  setDate(value);
                  setRefusedPaste(null);
                }}
                // Pasted text that is no real date leaves the field as it was, and says why.
                onPasteRefused={setRefusedPaste}
                aria-invalid={invalid || undefined}
                aria-describedby={
                  [invalid ? `${id}-error` : '', refusedPaste ? `${id}-paste` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className="w-44"
              />
            </div>
          ))}
          <Button type="submit">{t('range.apply')}</Button>
          {refusedPaste ? (
            <p id={`${id}-paste`} role="alert" className="basis-full text-sm text-destructive">
              {t(
                refusedPaste === 'incomplete'
                  ? 'resource:list.dateIncomplete'
                  : 'resource:list.dateImpossible',
              )}
            </p>
          ) : null}
          {invalid ? (
            <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive">
              {problem === 'missing'
                ? t('range.missing')
                : problem === 'invalid'
                  ? t('range.outOfRange', {
                      first: formatDate(FIRST_QUERY_DAY, language, 'UTC'),
                      last: formatDate(LAST_QUERY_DAY, language, 'UTC'),
                    })
                  : t('range.invalid')}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('range.showing', {
          from: formatDate(dates.from, language, 'UTC'),
          to: formatDate(dates.to, language, 'UTC'),
        })}
      </p>
    </div>
  );
}
