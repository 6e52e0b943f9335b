import { type Level, levelCreateSchema } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  defaultFormatValue,
  listHref,
  NumberField,
  ResourceFormBody,
  TextField,
  useResourceForm,
} from '../resource';
import { telegramUsersQueryKey } from '../telegram-users/api';
import { levelsQueryKey, useLevelApi } from './api';
import { RewardsEditor, rewardSummary } from './rewards';

const LEVEL_FIELDS = ['number', 'name', 'requiredXp', 'badge', 'rewards'] as const;

const toValues = (level: Level) => ({
  number: level.number,
  name: level.name,
  requiredXp: level.requiredXp,
  badge: level.badge,
  rewards: level.rewards.map((reward) => ({ ...reward })),
});

/** The level form of /levels/new and /levels/edit/:levelId. */
export function LevelForm({ level }: { level?: Level }) {
  const { t } = useTranslation(['levels', 'resource']);
  const navigate = useNavigate();
  const api = useLevelApi();
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: levelCreateSchema,
    fields: LEVEL_FIELDS,
    record: level,
    toValues,
    emptyValues: { name: '', badge: '', rewards: [] },
    create: api.create,
    update: api.update,
    fetchLatest: (id) => api.get(id),
    // A new level or a changed requirement moves Telegram users to the level their XP reaches.
    invalidate: [levelsQueryKey, telegramUsersQueryKey],
    onSaved: () => navigate(listHref('/levels')),
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (field) => t(`fields.${field}`),
    formatValue: (field, value) =>
      field === 'rewards' && Array.isArray(value)
        ? rewardSummary(value, t) || t('rewards.none')
        : defaultFormatValue(value, t),
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      gone={gone}
      formErrors={formErrors}
      cancelHref="/levels"
      submitLabel={level ? t('submitUpdate') : t('submitCreate')}
      dialogs={dialogs}
    >
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <NumberField form={form} name="number" label={t('fields.number')} required min={1} />
        <TextField form={form} name="name" label={t('fields.name')} required maxLength={100} />
        <NumberField
          form={form}
          name="requiredXp"
          label={t('fields.requiredXp')}
          hint={t('fields.requiredXpHint')}
          required
          min={0}
        />
        <TextField
          form={form}
          name="badge"
          label={t('fields.badge')}
          hint={t('fields.badgeHint')}
          maxLength={50}
        />
      </div>
      <RewardsEditor form={form} />
    </ResourceFormBody>
  );
}
