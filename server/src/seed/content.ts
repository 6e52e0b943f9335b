import type { ChallengeDifficulty, FaqLocale, LevelReward } from '@console/contract';
import { faqLocales } from '@console/contract';
import type { Random } from './random';

interface GoalTemplate {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly icon: string;
  readonly challenges: readonly string[];
}

const goalTemplates: readonly GoalTemplate[] = [
  {
    title: 'Get fit',
    description: 'Build a steady exercise habit, one small workout at a time.',
    category: 'fitness',
    icon: 'dumbbell',
    challenges: [
      '10-minute morning stretch',
      'Walk 8,000 steps',
      'Three push-up sets',
      'Take the stairs all day',
      'A 5 km run',
      'Plank for two minutes',
      'Yoga before bed',
    ],
  },
  {
    title: 'Eat healthier',
    description: 'Small changes in what you eat that add up.',
    category: 'nutrition',
    icon: 'apple',
    challenges: [
      'Five portions of vegetables',
      'No sugary drinks',
      'Cook dinner at home',
      'Drink two litres of water',
      'Meat-free day',
      'Plan meals for the week',
    ],
  },
  {
    title: 'Sleep better',
    description: 'Regular, restful sleep through simple evening routines.',
    category: 'health',
    icon: 'moon',
    challenges: [
      'In bed by 23:00',
      'No screens an hour before bed',
      'No caffeine after 14:00',
      'Same wake-up time all week',
      'Keep a sleep diary',
    ],
  },
  {
    title: 'Read more',
    description: 'Make reading a daily pleasure again.',
    category: 'learning',
    icon: 'book-open',
    challenges: [
      'Read 20 pages',
      'Finish a book this month',
      'Read a classic',
      'Summarise a chapter',
      'Visit a library',
      'Read in another language',
    ],
  },
  {
    title: 'Learn a language',
    description: 'Daily practice of vocabulary, listening and speaking.',
    category: 'learning',
    icon: 'languages',
    challenges: [
      'Learn 10 new words',
      'Watch a film without subtitles',
      'Talk to a native speaker',
      'Write a short diary entry',
      'Complete a grammar unit',
      'Listen to a podcast episode',
      'Label things at home',
    ],
  },
  {
    title: 'Mindfulness',
    description: 'A calmer mind through meditation and reflection.',
    category: 'wellbeing',
    icon: 'leaf',
    challenges: [
      'Meditate for 10 minutes',
      'Three things you are grateful for',
      'A mindful walk',
      'Digital detox evening',
      'Breathing exercise at work',
    ],
  },
  {
    title: 'Save money',
    description: 'Spend with intention and build a safety net.',
    category: 'finance',
    icon: 'piggy-bank',
    challenges: [
      'Track every expense for a week',
      'No-spend day',
      'Cancel an unused subscription',
      'Set up an automatic saving',
      'Cook instead of ordering in',
      'Sell something you do not need',
    ],
  },
  {
    title: 'Be productive',
    description: 'Focus on what matters and finish what you start.',
    category: 'productivity',
    icon: 'target',
    challenges: [
      'Plan tomorrow tonight',
      'Two focused hours without messages',
      'Clear the inbox',
      'Finish the task you postponed',
      'Weekly review',
      'Tidy the desk',
    ],
  },
];

const difficulties: readonly ChallengeDifficulty[] = ['easy', 'medium', 'hard'];
const xpByDifficulty: Record<ChallengeDifficulty, readonly [number, number]> = {
  easy: [10, 30],
  medium: [40, 80],
  hard: [100, 200],
};

export interface SeedGoal {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly icon: string;
  readonly sortOrder: number;
  readonly isActive: boolean;
  readonly challenges: readonly {
    title: string;
    description: string;
    xpReward: number;
    difficulty: ChallengeDifficulty;
    durationDays: number;
    sortOrder: number;
    isActive: boolean;
  }[];
}

/** `count` goals from the templates (numbered rounds once they run out), each with its challenges. */
export function buildGoals(count: number, random: Random): SeedGoal[] {
  return Array.from({ length: count }, (_, index) => {
    const template = goalTemplates[index % goalTemplates.length] as GoalTemplate;
    const round = Math.floor(index / goalTemplates.length);
    return {
      title: round === 0 ? template.title : `${template.title} (round ${round + 1})`,
      description: template.description,
      category: template.category,
      icon: template.icon,
      sortOrder: index,
      isActive: index % 11 !== 10,
      challenges: template.challenges.map((title, position) => {
        const difficulty = difficulties[Math.min(2, Math.floor(position / 2.5))] ?? 'easy';
        const [minXp, maxXp] = xpByDifficulty[difficulty];
        return {
          title,
          description: `${title}. ${template.description}`,
          xpReward: Math.round(random.int(minXp, maxXp) / 5) * 5,
          difficulty,
          durationDays:
            difficulty === 'easy' ? 1 : difficulty === 'medium' ? 7 : random.int(14, 30),
          sortOrder: position,
          isActive: random.next() > 0.08,
        };
      }),
    };
  });
}

const levelNames = [
  'Newcomer',
  'Explorer',
  'Apprentice',
  'Achiever',
  'Pathfinder',
  'Challenger',
  'Expert',
  'Master',
  'Champion',
  'Legend',
];
const levelBadges = ['🌱', '🧭', '📘', '⭐', '🥾', '🔥', '🎯', '🏅', '🏆', '👑'];

export interface SeedLevel {
  readonly number: number;
  readonly name: string;
  readonly requiredXp: number;
  readonly badge: string;
  readonly rewards: LevelReward[];
}

/** Levels 1..count; XP grows roughly quadratically and strictly (level 1 needs 0 XP). */
export function buildLevels(count: number): SeedLevel[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const named = levelNames[index];
    const rewards: LevelReward[] = [
      { type: 'coins', label: 'Level-up bonus', amount: number * 50 },
    ];
    if (number % 3 === 0)
      rewards.push({ type: 'badge', label: `${named ?? `Level ${number}`} badge` });
    if (number === count) rewards.push({ type: 'title', label: 'Hall of fame' });
    return {
      number,
      name: named ?? `Level ${number}`,
      requiredXp: index === 0 ? 0 : 50 * index * (index + 1),
      badge: levelBadges[index] ?? '⭐',
      rewards,
    };
  });
}

type Faq = { readonly category: string; readonly question: string; readonly answer: string };

const faqByLocale: Record<FaqLocale, readonly Faq[]> = {
  'en-US': [
    {
      category: 'getting-started',
      question: 'How do I start?',
      answer: 'Open the bot, send /start and pick your first goal.',
    },
    {
      category: 'xp',
      question: 'How do I earn XP?',
      answer: 'Every completed challenge gives the XP shown on it.',
    },
    {
      category: 'levels',
      question: 'What do levels unlock?',
      answer: 'Each level brings coins and, every few levels, a badge.',
    },
    {
      category: 'streaks',
      question: 'What is a streak?',
      answer: 'The number of days in a row you were active.',
    },
    {
      category: 'account',
      question: 'How do I delete my data?',
      answer: 'Send /delete to the bot and confirm.',
    },
  ],
  'es-ES': [
    {
      category: 'getting-started',
      question: '¿Cómo empiezo?',
      answer: 'Abre el bot, envía /start y elige tu primer objetivo.',
    },
    {
      category: 'xp',
      question: '¿Cómo gano XP?',
      answer: 'Cada reto completado da la XP que indica.',
    },
    {
      category: 'levels',
      question: '¿Qué desbloquean los niveles?',
      answer: 'Cada nivel da monedas y, cada pocos niveles, una insignia.',
    },
    {
      category: 'streaks',
      question: '¿Qué es una racha?',
      answer: 'Los días seguidos en los que estuviste activo.',
    },
    {
      category: 'account',
      question: '¿Cómo borro mis datos?',
      answer: 'Envía /delete al bot y confirma.',
    },
  ],
  'fr-FR': [
    {
      category: 'getting-started',
      question: 'Comment commencer ?',
      answer: 'Ouvrez le bot, envoyez /start et choisissez votre premier objectif.',
    },
    {
      category: 'xp',
      question: 'Comment gagner des XP ?',
      answer: 'Chaque défi réussi rapporte les XP indiqués.',
    },
    {
      category: 'levels',
      question: 'Que débloquent les niveaux ?',
      answer: 'Chaque niveau donne des pièces et, régulièrement, un badge.',
    },
    {
      category: 'streaks',
      question: "Qu'est-ce qu'une série ?",
      answer: "Le nombre de jours d'affilée où vous étiez actif.",
    },
    {
      category: 'account',
      question: 'Comment supprimer mes données ?',
      answer: 'Envoyez /delete au bot et confirmez.',
    },
  ],
  'de-DE': [
    {
      category: 'getting-started',
      question: 'Wie fange ich an?',
      answer: 'Öffne den Bot, sende /start und wähle dein erstes Ziel.',
    },
    {
      category: 'xp',
      question: 'Wie bekomme ich XP?',
      answer: 'Jede abgeschlossene Challenge bringt die angegebenen XP.',
    },
    {
      category: 'levels',
      question: 'Was schalten Level frei?',
      answer: 'Jedes Level bringt Münzen und alle paar Level ein Abzeichen.',
    },
    {
      category: 'streaks',
      question: 'Was ist eine Serie?',
      answer: 'Die Anzahl der Tage in Folge, an denen du aktiv warst.',
    },
    {
      category: 'account',
      question: 'Wie lösche ich meine Daten?',
      answer: 'Sende /delete an den Bot und bestätige.',
    },
  ],
  'zh-CN': [
    {
      category: 'getting-started',
      question: '如何开始？',
      answer: '打开机器人，发送 /start 并选择你的第一个目标。',
    },
    {
      category: 'xp',
      question: '如何获得经验值？',
      answer: '每完成一个挑战即可获得其标注的经验值。',
    },
    {
      category: 'levels',
      question: '等级能解锁什么？',
      answer: '每个等级奖励金币，每隔几级还有徽章。',
    },
    { category: 'streaks', question: '什么是连续打卡？', answer: '你连续活跃的天数。' },
    {
      category: 'account',
      question: '如何删除我的数据？',
      answer: '向机器人发送 /delete 并确认。',
    },
  ],
  'ja-JP': [
    {
      category: 'getting-started',
      question: 'どうやって始めますか？',
      answer: 'ボットを開いて /start を送り、最初の目標を選んでください。',
    },
    {
      category: 'xp',
      question: 'XP はどうやって貯めますか？',
      answer: 'チャレンジを達成すると表示された XP がもらえます。',
    },
    {
      category: 'levels',
      question: 'レベルで何が解放されますか？',
      answer: 'レベルごとにコイン、数レベルごとにバッジがもらえます。',
    },
    {
      category: 'streaks',
      question: 'ストリークとは？',
      answer: '連続してアクティブだった日数です。',
    },
    {
      category: 'account',
      question: 'データを削除するには？',
      answer: 'ボットに /delete を送って確認してください。',
    },
  ],
  'pt-BR': [
    {
      category: 'getting-started',
      question: 'Como começo?',
      answer: 'Abra o bot, envie /start e escolha sua primeira meta.',
    },
    {
      category: 'xp',
      question: 'Como ganho XP?',
      answer: 'Cada desafio concluído dá o XP indicado.',
    },
    {
      category: 'levels',
      question: 'O que os níveis desbloqueiam?',
      answer: 'Cada nível dá moedas e, a cada poucos níveis, um emblema.',
    },
    {
      category: 'streaks',
      question: 'O que é uma sequência?',
      answer: 'O número de dias seguidos em que você esteve ativo.',
    },
    {
      category: 'account',
      question: 'Como apago meus dados?',
      answer: 'Envie /delete ao bot e confirme.',
    },
  ],
  'ru-RU': [
    {
      category: 'getting-started',
      question: 'Как начать?',
      answer: 'Откройте бота, отправьте /start и выберите первую цель.',
    },
    {
      category: 'xp',
      question: 'Как получить опыт?',
      answer: 'За каждый выполненный челлендж начисляется указанный опыт.',
    },
    {
      category: 'levels',
      question: 'Что дают уровни?',
      answer: 'Каждый уровень даёт монеты, а каждые несколько уровней — значок.',
    },
    {
      category: 'streaks',
      question: 'Что такое серия?',
      answer: 'Количество дней подряд, когда вы были активны.',
    },
    {
      category: 'account',
      question: 'Как удалить мои данные?',
      answer: 'Отправьте боту /delete и подтвердите.',
    },
  ],
};

export interface SeedFaq extends Faq {
  readonly locale: FaqLocale;
  readonly sortOrder: number;
  readonly isPublished: boolean;
}

/** `count` entries spread over the eight locales (question by question, locale by locale). */
export function buildFaq(count: number): SeedFaq[] {
  const perLocale = faqByLocale['en-US'].length;
  return Array.from({ length: count }, (_, index) => {
    const locale = faqLocales[index % faqLocales.length] as FaqLocale;
    const slot = Math.floor(index / faqLocales.length);
    const entry = faqByLocale[locale][slot % perLocale] as Faq;
    const round = Math.floor(slot / perLocale);
    return {
      ...entry,
      question: round === 0 ? entry.question : `${entry.question} (${round + 1})`,
      locale,
      sortOrder: slot,
      isPublished: index % 7 !== 6,
    };
  });
}
