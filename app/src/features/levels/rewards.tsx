import { type LevelReward, levelRewardTypes, MAX_LEVEL_REWARDS } from '@console/contract';
import { Button, IconButton } from '@console/ui';
import type { TFunction } from 'i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FieldValues, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../resource';

/** `Coins (100): Welcome bonus; Badge: Early bird` — a level's rewards on one line. */
export function rewardSummary(rewards: readonly LevelReward[], t: TFunction): string {
  return rewards
    .map((reward) => {
      const values = { type: t(`levels:rewardTypes.${reward.type}`), label: reward.label };
      // The amount beside the type, not before it: "50 Coins" needs the plural of every
      // language's noun ("1 Coins", "50 Монеты"); the number is in the admin's locale.
      return reward.amount === undefined
        ? t('levels:rewards.summary', values)
        : t('levels:rewards.summaryWithAmount', { ...values, amount: reward.amount });
    })
    .join('; ');
}

interface RewardsFormValues extends FieldValues {
  rewards?: LevelReward[];
}

/**
 * The structured rewards list of a level: one row per reward (type, label, optional amount), up to
 * the contract's limit. Each row's fields carry their own validation messages.
 */
export function RewardsEditor<T extends RewardsFormValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
}) {
  const { t } = useTranslation(['levels', 'resource']);
  const typedForm = form as unknown as UseFormReturn<RewardsFormValues, unknown, FieldValues>;
  const { fields, append, remove } = useFieldArray({ control: typedForm.control, name: 'rewards' });
  const rewardsError = typedForm.formState.errors.rewards?.message;
  const typeOptions = levelRewardTypes.map((type) => ({
    value: type,
    label: t(`rewardTypes.${type}`),
  }));

  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('fields.rewards')}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rewards.none')}</p>
      ) : null}
      {/* The rows' columns follow the list's width, which the sidebar narrows at any window width. */}
      <ol className="@container grid gap-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid items-start gap-3 @lg:grid-cols-[10rem_1fr_8rem_auto]"
            aria-label={t('rewards.item', { number: index + 1 })}
          >
            <SelectField
              form={typedForm}
              name={`rewards.${index}.type`}
              label={t('rewards.type')}
              options={typeOptions}
              required
            />
            <TextField
              form={typedForm}
              name={`rewards.${index}.label`}
              label={t('rewards.label')}
              required
              maxLength={100}
            />
            <NumberField
              form={typedForm}
              name={`rewards.${index}.amount`}
              label={t('rewards.amount')}
              min={1}
            />
            <IconButton
              className="@lg:mt-7"
              label={t('rewards.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2Icon />
            </IconButton>
          </li>
        ))}
      </ol>
      {typeof rewardsError === 'string' ? (
        <p className="text-sm font-medium text-destructive">{rewardsError}</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_LEVEL_REWARDS}
          onClick={() => append({ type: 'coins', label: '' })}
        >
          <PlusIcon aria-hidden="true" />
          {t('rewards.add')}
        </Button>
      </div>
    </fieldset>
  );
}
