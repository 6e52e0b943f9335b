/** A stand-in for a cursor-paged log API, for the VirtualList stories only (deterministic entries). */
import { useCallback, useState } from 'react';
import { Badge } from '../components/badge';

export interface DemoLogEntry {
  id: string;
  at: string;
  event: string;
  detail: string;
}

const events = [
  ['message', 'Sent /start'],
  ['goal', 'Joined the goal “Run 100 km”'],
  ['challenge', 'Completed the challenge “5 km in a day”'],
  ['level', 'Reached level 4'],
  ['message', 'Sent a photo'],
] as const;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** The entry at a position of the log, newest first. */
export function logEntry(position: number): DemoLogEntry {
  const [event, detail] = events[position % events.length] ?? events[0];
  return {
    id: `log-${position}`,
    at: timeFormat.format(new Date(Date.UTC(2025, 5, 30) - position * 97_000)),
    event,
    detail,
  };
}

export function logEntries(count: number, from = 0): DemoLogEntry[] {
  return Array.from({ length: count }, (_, offset) => logEntry(from + offset));
}

export function LogRow({ entry }: { entry: DemoLogEntry }) {
  return (
    <div className="grid grid-cols-[12rem_6rem_1fr] items-center gap-3 px-3 py-2 text-sm">
      <time className="text-muted-foreground tabular-nums">{entry.at}</time>
      <Badge variant="outline">{entry.event}</Badge>
      <span className="truncate">{entry.detail}</span>
    </div>
  );
}

/**
 * Pages through a log of `total` entries by cursor, answering each request after `delayMs` as a
 * network would. `fail` makes the next request fail once.
 */
export function useDemoLog({
  total,
  pageSize = 50,
  delayMs = 150,
}: {
  total: number;
  pageSize?: number;
  delayMs?: number;
}) {
  const [items, setItems] = useState<DemoLogEntry[]>(() => logEntries(Math.min(pageSize, total)));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failNext, setFailNext] = useState(false);
  const hasMore = items.length < total;

  const loadMore = useCallback(() => {
    setLoading(true);
    setError(null);
    window.setTimeout(() => {
      if (failNext) {
        setFailNext(false);
        setError('The server did not answer in time.');
      } else {
        setItems((loaded) => [
          ...loaded,
          ...logEntries(Math.min(pageSize, total - loaded.length), loaded.length),
        ]);
      }
      setLoading(false);
    }, delayMs);
  }, [delayMs, failNext, pageSize, total]);

  return { items, loading, error, hasMore, loadMore, failNextRequest: () => setFailNext(true) };
}
