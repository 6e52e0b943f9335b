import { useLanguage } from '@console/admin-core/react';
import { type Faq, faqCreateSchema, faqLocales } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import {
  defaultFormatValue,
  listHref,
  NumberField,
  ResourceFormBody,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useResourceForm,
} from '../resource';
import { faqQueryKey, useFaqApi } from './api';

const FAQ_FIELDS = [
  'question',
  'answer',
  'category',
  'locale',
  'sortOrder',
  'isPublished',
] as const;

const toValues = (entry: Faq) => ({
  question: entry.question,
  answer: entry.answer,
  category: entry.category,
  locale: entry.locale,
  sortOrder: entry.sortOrder,
  isPublished: entry.isPublished,
});

const localeOptions = faqLocales.map((locale) => ({
  value: locale,
  label: LANGUAGE_NAMES[locale],
}));

/** The FAQ form of /faq/create and /faq/edit/:faqId. */
export function FaqForm({ entry }: { entry?: Faq }) {
  const { t } = useTranslation(['faq', 'resource']);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const api = useFaqApi();
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: faqCreateSchema,
    fields: FAQ_FIELDS,
    record: entry,
    toValues,
    // A new entry starts in the admin's own language.
    emptyValues: {
      question: '',
      answer: '',
      category: 'general',
      locale: language,
      isPublished: false,
    },
    create: api.create,
    update: api.update,
    fetchLatest: (id) => api.get(id),
    invalidate: [faqQueryKey],
    onSaved: () => navigate(listHref('/faq')),
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (field) => t(`fields.${field}`),
    formatValue: (field, value) =>
      field === 'locale' && typeof value === 'string' && value in LANGUAGE_NAMES
        ? LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES]
        : defaultFormatValue(value, t),
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      gone={gone}
      formErrors={formErrors}
      cancelHref="/faq"
      submitLabel={entry ? t('submitUpdate') : t('submitCreate')}
      dialogs={dialogs}
    >
      <TextareaField form={form} name="question" label={t('fields.question')} required rows={2} />
      <TextareaField form={form} name="answer" label={t('fields.answer')} required rows={6} />
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <SelectField
          form={form}
          name="locale"
          label={t('fields.locale')}
          required
          options={localeOptions}
        />
        <TextField
          form={form}
          name="category"
          label={t('fields.category')}
          required
          maxLength={50}
        />
        <NumberField
          form={form}
          name="sortOrder"
          label={t('fields.sortOrder')}
          hint={entry ? t('fields.sortOrderEditHint') : t('fields.sortOrderHint')}
          min={0}
        />
        <SwitchField
          form={form}
          name="isPublished"
          label={t('fields.isPublished')}
          hint={t('fields.isPublishedHint')}
        />
      </div>
    </ResourceFormBody>
  );
}
