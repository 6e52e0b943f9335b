import { ArrowDownRightIcon, ArrowRightIcon, ArrowUpRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Skeleton } from '../components/skeleton';
import { focusRing } from '../components/styles';
import { cn } from '../lib/cn';
import { type RenderLink, renderAnchor } from '../shell/link';

export type StatTrend = 'up' | 'down' | 'flat';

export interface StatDelta {
  /** The change, formatted by the caller (e.g. "+12%" through Intl). */
  value: React.ReactNode;
  trend: StatTrend;
  /**
   * Whether the change is good news, which sets its colour. By default up is positive, down is
   * negative; pass it for measures where less is better (errors, churn).
   */
  sentiment?: 'positive' | 'negative' | 'neutral';
  /** What the change compares with, e.g. "vs last week". */
  label?: React.ReactNode;
}

export interface StatCardLabels {
  /**
   * Read before the delta by screen readers, for each trend. An empty one reads nothing, for a
   * delta whose own text says what it is (progress towards a goal rather than a change).
   */
  up: string;
  down: string;
  flat: string;
  /** Announced while the value loads. */
  loading: string;
}

export const defaultStatCardLabels: StatCardLabels = {
  up: 'Increase',
  down: 'Decrease',
  flat: 'No change',
  loading: 'Loading',
};

interface StatCardOwnProps {
  title: React.ReactNode;
  /** The figure, formatted by the caller. */
  value: React.ReactNode;
  delta?: StatDelta;
  /** Decorative icon in the corner. */
  icon?: React.ReactNode;
  /** Shows placeholders instead of the value and delta. */
  loading?: boolean;
  labels?: Partial<StatCardLabels>;
}

/** A card that only shows its figure: a `<div>` and its props. */
type StatCardPlainProps = StatCardOwnProps &
  Omit<React.ComponentProps<'div'>, keyof StatCardOwnProps> & {
    href?: undefined;
    /** Used only with `href`; a caller whose cards link or not may pass it to every card. */
    renderLink?: RenderLink;
  };

/**
 * A card that leads to what it counts (e.g. the list of today's new users): the whole card is one
 * link, named by its text (title, value and delta, in that order), with the kit's focus ring and
 * a hover colour. It takes an anchor's props.
 */
type StatCardLinkProps = StatCardOwnProps &
  Omit<React.ComponentProps<'a'>, keyof StatCardOwnProps | 'href'> & {
    href: string;
    /**
     * Renders the link, like the sidebar's and the breadcrumbs' `renderLink`: pass the router's link
     * so that navigation stays client-side. A plain `<a>` by default.
     */
    renderLink?: RenderLink;
  };

export type StatCardProps = StatCardPlainProps | StatCardLinkProps;

const trendIcons = {
  up: ArrowUpRightIcon,
  down: ArrowDownRightIcon,
  flat: ArrowRightIcon,
} as const;

const sentimentClasses = {
  positive: 'text-success',
  negative: 'text-destructive',
  neutral: 'text-muted-foreground',
} as const;

const defaultSentiment = { up: 'positive', down: 'negative', flat: 'neutral' } as const;

const cardClasses =
  '@container/stat-card flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-xs';

/**
 * One key figure with its change over a period, e.g. "New users today: 1,204 (+12%)". With `href`
 * the whole card is a link to what it counts.
 */
export function StatCard({
  title,
  value,
  delta,
  icon,
  loading = false,
  labels,
  className,
  ...props
}: StatCardProps) {
  const text = { ...defaultStatCardLabels, ...labels };
  const TrendIcon = delta ? trendIcons[delta.trend] : null;
  const content = (
    <>
      <div className="flex items-start justify-between gap-3">
        {/* A long word (a German compound) breaks, hyphenated in the page's language, rather than
            running into the card's padding. */}
        <p
          data-slot="stat-card-title"
          className="min-w-0 hyphens-auto text-sm font-medium text-muted-foreground [overflow-wrap:anywhere]"
        >
          {title}
        </p>
        {icon ? (
          <span
            aria-hidden="true"
            className="text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <div data-slot="stat-card-loading" className="flex flex-col gap-2">
          <span className="sr-only">{text.loading}</span>
          <Skeleton className="h-8 w-24" />
          {delta ? <Skeleton className="h-4 w-32" /> : null}
        </div>
      ) : (
        <>
          <p
            data-slot="stat-card-value"
            className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere] @[10rem]/stat-card:text-2xl"
          >
            {value}
          </p>
          {delta && TrendIcon ? (
            <p data-slot="stat-card-delta" className="flex items-center gap-1 text-xs">
              <span
                className={cn(
                  'inline-flex items-center gap-0.5 font-medium tabular-nums',
                  sentimentClasses[delta.sentiment ?? defaultSentiment[delta.trend]],
                )}
              >
                <TrendIcon aria-hidden="true" className="size-3.5" />
                {text[delta.trend] ? (
                  <span className="sr-only">{`${text[delta.trend]} `}</span>
                ) : null}
                {delta.value}
              </span>
              {/* Not drawn between flex items; keeps "+12%" and "vs yesterday" apart when read. */}
              {delta.label ? ' ' : null}
              {delta.label ? <span className="text-muted-foreground">{delta.label}</span> : null}
            </p>
          ) : null}
        </>
      )}
    </>
  );

  if (props.href === undefined) {
    const { href: _href, renderLink: _renderLink, ...divProps } = props;
    return (
      <div
        data-slot="stat-card"
        aria-busy={loading || undefined}
        className={cn(cardClasses, className)}
        {...divProps}
      >
        {content}
      </div>
    );
  }
  const { renderLink = renderAnchor, ...anchorProps } = props;
  return renderLink({
    'data-slot': 'stat-card',
    'aria-busy': loading || undefined,
    // Named by its text, which starts with the title and the figure: "New users today 1,204
    // Increase +12% vs yesterday".
    ...anchorProps,
    className: cn(cardClasses, focusRing, 'transition-colors hover:bg-accent', className),
    children: content,
  });
}
