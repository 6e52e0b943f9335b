import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en-US/levels.json';
import russian from '../../locales/ru-RU/levels.json';
import { rewardSummary } from './rewards';

let inEnglish: TFunction;
let inRussian: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { levels: english }, 'ru-RU': { levels: russian } },
    interpolation: { escapeValue: false },
  });
  inEnglish = i18n.getFixedT('en-US');
  inRussian = i18n.getFixedT('ru-RU');
});

describe('rewardSummary', () => {
  const rewards = [
    { type: 'coins' as const, label: 'Welcome bonus', amount: 1 },
    { type: 'badge' as const, label: 'Early bird' },
    { type: 'coins' as const, label: 'Big win', amount: 12500 },
  ];

  it('names the type, then the amount in the locale, with no plural to agree', () => {
    expect(rewardSummary(rewards, inEnglish)).toBe(
      'Coins (1): Welcome bonus; Badge: Early bird; Coins (12,500): Big win',
    );
    expect(rewardSummary(rewards, inRussian)).toBe(
      'Монеты (1): Welcome bonus; Значок: Early bird; Монеты (12\u00a0500): Big win',
    );
  });
});
