import { analyticsRoutes, dashboardRoutes } from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en-US/operations.json';
import russian from '../../locales/ru-RU/operations.json';
import { cacheDescription } from './cache-descriptions';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { operations: english }, 'ru-RU': { operations: russian } },
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en-US');
  ru = i18n.getFixedT('ru-RU');
});

/** The caches as the server lists them: its names are route ids, its descriptions English. */
const dashboardCache = { name: dashboardRoutes.stats.id, description: 'Dashboard statistics' };
const analyticsCache = { name: analyticsRoutes.get.id, description: 'Analytics by date range' };

describe('cacheDescription', () => {
  it("describes the server's caches in the active language", () => {
    expect(cacheDescription(dashboardCache, ru)).toBe('Статистика панели управления');
    expect(cacheDescription(analyticsCache, ru)).toBe('Аналитика за период');
    expect(cacheDescription(dashboardCache, en)).toBe('Dashboard statistics');
  });

  it("keeps the server's description for a cache the console does not know", () => {
    expect(cacheDescription({ name: 'faq.list', description: 'FAQ entries' }, ru)).toBe(
      'FAQ entries',
    );
  });
});
