import { useLayoutEffect, useRef } from 'react';

const columns = ['Name', 'Health', 'Hit rate', 'Entries', 'Size', 'Time to live'];
const rows = [
  ['Sessions', 'Healthy', '98%', '1,204', '2.1 MB', '900 seconds'],
  ['Permissions', 'Degraded', '71%', '9,870', '14.8 MB', '60 seconds'],
  ['Goal titles', 'Healthy', '—', '0', '0 B', '300 seconds'],
];

/** A plain table of the kind a page builds itself, in the box. */
export function CacheTable() {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Caches</caption>
      <thead className="bg-muted/50">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="p-3 text-start font-medium whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name} className="border-t">
            <th scope="row" className="p-3 text-start font-normal whitespace-nowrap">
              {name}
            </th>
            {cells.map((cell, index) => (
              <td key={columns[index + 1]} className="p-3 whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A shadow of the box, by logical edge. */
export const scrollEdge = (canvasElement: HTMLElement, side: 'start' | 'end') => {
  const shadow = canvasElement.querySelector(
    `[data-slot="table-scroll-edge"][data-edge="${side}"]`,
  );
  if (!shadow) throw new Error(`No ${side} edge`);
  return shadow;
};

/** Scrolls the box inside to a fraction of its sideways overflow (1 = the end) when it mounts. */
export function ScrolledSideways({
  to,
  className = 'grid w-[328px]',
  children,
}: {
  to: number;
  /** The box's column: a phone's by default. */
  className?: string;
  children: React.ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = frame.current?.querySelector<HTMLElement>('[data-slot="table-scroll"]');
    if (!box) return;
    const towardsEnd = getComputedStyle(box).direction === 'rtl' ? -1 : 1;
    box.scrollLeft = towardsEnd * to * (box.scrollWidth - box.clientWidth);
  }, [to]);
  return (
    <div ref={frame} className={className}>
      {children}
    </div>
  );
}
