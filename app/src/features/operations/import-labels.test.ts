import { importRowSchemas } from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import common from '../../locales/en-US/common.json';
import operations from '../../locales/en-US/operations.json';
import resource from '../../locales/en-US/resource.json';
import frenchChallenges from '../../locales/fr-FR/challenges.json';
import frenchCommon from '../../locales/fr-FR/common.json';
import frenchGoals from '../../locales/fr-FR/goals.json';
import frenchOperations from '../../locales/fr-FR/operations.json';
import frenchResource from '../../locales/fr-FR/resource.json';
import { validationErrorMap } from '../resource/validation-messages';
import { parseCsv, parseJsonRows } from './column-mapping';
import { importErrorMap, importFieldLabel, importRowLabel } from './import-labels';

let english: TFunction;
let french: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: {
      'en-US': { common, operations, resource },
      'fr-FR': {
        common: frenchCommon,
        operations: frenchOperations,
        resource: frenchResource,
        goals: frenchGoals,
        challenges: frenchChallenges,
      },
    },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  french = i18n.getFixedT('fr-FR');
});

describe('importFieldLabel', () => {
  it("names a field as the resource's form does, in the admin's language", () => {
    expect(importFieldLabel('goals', 'isActive', french)).toBe('Actif');
    expect(importFieldLabel('goals', 'sortOrder', french)).toBe(frenchGoals.fields.sortOrder);
    // A challenge's goalId is the form's Goal.
    expect(importFieldLabel('challenges', 'goalId', french)).toBe(frenchChallenges.fields.goal);
    // Without a label, the field's own name.
    expect(importFieldLabel('goals', 'unknownField', french)).toBe('unknownField');
  });
});

describe('importErrorMap', () => {
  it('says which words a true/false field takes', () => {
    const map = importErrorMap(validationErrorMap(french), french);
    const parsed = importRowSchemas.goals.safeParse(
      { title: 'Courir', category: 'sport', isActive: 'peut-être' },
      {
        error: map,
      },
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['isActive', 'Saisissez VRAI ou FAUX (ou true, false, oui, non).'],
    ]);
    // The spreadsheet's own words are no problem.
    expect(
      importRowSchemas.goals.safeParse({ title: 'Courir', category: 'sport', isActive: 'VRAI' })
        .data?.isActive,
    ).toBe(true);
    // Other problems keep the forms' messages.
    const messages = (error: (issue: z.core.$ZodRawIssue) => string) =>
      importRowSchemas.goals.safeParse({}, { error })?.error?.issues.map((issue) => issue.message);
    expect(messages(map)).toEqual(messages(validationErrorMap(french)));
  });
});

describe('importRowLabel', () => {
  it("names a CSV row by the spreadsheet's row number and a JSON item by its position", () => {
    const table = parseCsv('title\nRun\n\nWalk\n');
    expect(importRowLabel(table, 0, english)).toBe('Spreadsheet row 2:');
    expect(importRowLabel(table, 1, english)).toBe('Spreadsheet row 4:');
    expect(importRowLabel(parseJsonRows('[{"title":"Run"}]'), 0, english)).toBe('Item 1:');
  });
});
