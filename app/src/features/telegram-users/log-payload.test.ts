import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de-DE/telegram-users.json';
import en from '../../locales/en-US/telegram-users.json';
import fr from '../../locales/fr-FR/telegram-users.json';
import ja from '../../locales/ja-JP/telegram-users.json';
import ru from '../../locales/ru-RU/telegram-users.json';
import { describeLogPayload, type LogSubjects, logPayloadParts } from './log-payload';

const resources = { 'en-US': en, 'ru-RU': ru, 'de-DE': de, 'fr-FR': fr, 'ja-JP': ja };

async function translator(language: keyof typeof resources) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { 'telegram-users': resources[language] } },
    defaultNS: 'telegram-users',
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const subjects: LogSubjects = {
  goal: (id) => (id === 5 ? { title: 'Run more', href: null } : undefined),
  challenge: (id) => (id === 1 ? { title: 'Morning run', href: null } : undefined),
};

describe('describeLogPayload', () => {
  it('names goals and challenges, and writes XP, levels, streaks and sources as sentences', async () => {
    const t = await translator('en-US');
    const describe_ = (type: Parameters<typeof describeLogPayload>[0], payload: object) =>
      describeLogPayload(type, payload as Record<string, unknown>, {
        t,
        language: 'en-US',
        subjects,
      });
    expect(describe_('challenge_completed', { challengeId: 1, xp: 1500 })).toBe(
      'Morning run · 1,500 XP earned',
    );
    expect(describe_('challenge_started', { challengeId: 9 })).toBe('Challenge #9');
    expect(describe_('goal_selected', { goalId: 5 })).toBe('Run more');
    expect(describe_('level_up', { level: 6 })).toBe('Level 6');
    expect(describe_('streak', { days: 1 })).toBe('1 day in a row');
    expect(describe_('streak', { days: 28 })).toBe('28 days in a row');
    expect(describe_('start', { source: 'referral' })).toBe("Came via: a friend's referral");
    expect(describe_('message', { text: 'hi' })).toBe('“hi”');
    expect(describe_('command', { command: '/goals' })).toBe('/goals');
  });

  it('links a goal or challenge the admin may open, and says which ones were deleted', async () => {
    const t = await translator('en-US');
    const linked: LogSubjects = {
      goal: (id) => (id === 5 ? { title: 'Run more', href: '/goals/edit/5' } : 'deleted'),
      challenge: (id) => (id === 1 ? { title: 'Morning run', href: '/challenges/5' } : 'deleted'),
    };
    const parts = (type: Parameters<typeof logPayloadParts>[0], payload: object) =>
      logPayloadParts(type, payload as Record<string, unknown>, {
        t,
        language: 'en-US',
        subjects: linked,
      });
    expect(parts('goal_selected', { goalId: 5 })).toEqual([
      { text: 'Run more', href: '/goals/edit/5' },
    ]);
    expect(parts('challenge_completed', { challengeId: 1, xp: 10 })).toEqual([
      { text: 'Morning run', href: '/challenges/5' },
      { text: '10 XP earned' },
    ]);
    expect(parts('goal_selected', { goalId: 6 })).toEqual([{ text: 'Goal #6 (deleted)' }]);
    expect(parts('challenge_started', { challengeId: 2 })).toEqual([
      { text: 'Challenge #2 (deleted)' },
    ]);
    // Known but not to be opened (href null): the title, no link.
    expect(
      logPayloadParts('goal_selected', { goalId: 5 }, { t, language: 'en-US', subjects }),
    ).toEqual([{ text: 'Run more' }]);
  });

  it('shows what it cannot read as it is, hiding nothing', async () => {
    const t = await translator('en-US');
    expect(
      describeLogPayload(
        'challenge_completed',
        { challengeId: 1, xp: 'lots', note: { a: 1 } },
        { t, language: 'en-US', subjects },
      ),
    ).toBe('Morning run · xp: lots · note: {"a":1}');
    expect(describeLogPayload('start', {}, { t, language: 'en-US', subjects })).toBe('');
  });

  it("quotes a message with the language's quotation marks", async () => {
    const quoted = async (language: keyof typeof resources) =>
      describeLogPayload(
        'message',
        { text: 'Danke!' },
        { t: await translator(language), language, subjects },
      );
    expect(await quoted('de-DE')).toBe('„Danke!“');
    expect(await quoted('fr-FR')).toBe('« Danke! »');
    expect(await quoted('ja-JP')).toBe('「Danke!」');
  });

  it("uses the language's plural forms", async () => {
    const t = await translator('ru-RU');
    const streak = (days: number) =>
      describeLogPayload('streak', { days }, { t, language: 'ru-RU', subjects });
    expect([1, 3, 5, 21].map(streak)).toEqual([
      '1 день подряд',
      '3 дня подряд',
      '5 дней подряд',
      '21 день подряд',
    ]);
  });
});
