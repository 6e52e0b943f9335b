import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every class-like token in the string literals of the kit's and the console's source. */
function sourceClasses(): string[] {
  const tokens = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.|class-groups/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const [, , literal = ''] of source.matchAll(/(['"`])([^'"`\n\\]{2,400})\1/g)) {
          for (const token of literal.split(/\s+/)) {
            if (/^[!-]?[a-z@[][\w\-./:[\]&=>*()%#,!]*$/.test(token)) tokens.add(token);
          }
        }
      }
    }
  };
  visit(path.join(repoRoot, 'packages/ui/src'));
  visit(path.join(repoRoot, 'app/src'));
  return [...tokens];
}

/** What callers commonly pass to override a component's classes. */
const overrides = [
  ...['p-0', 'px-6', 'py-1', 'pt-2', 'm-0', 'mx-auto', '-mt-2', 'ms-2', 'mb-4'],
  ...['w-full', 'w-1/2', 'h-auto', 'size-10', 'min-w-0', 'min-h-screen', 'max-w-none'],
  ...['max-h-96', 'rounded-none', 'rounded', 'rounded-t-lg', 'rounded-tl-none', 'rounded-s-md'],
  ...['border-0', 'border', 'border-2', 'border-x', 'border-t-0', 'border-red-500'],
  ...['border-t-red-500', 'border-dashed', 'border-collapse', 'bg-transparent', 'bg-cover'],
  ...['bg-center', 'bg-no-repeat', 'bg-linear-to-r', 'bg-none', 'bg-fixed', 'bg-red-500/50'],
  ...['bg-[#123456]', 'bg-(--brand)', 'text-left', 'text-lg', 'text-sm/6', 'text-[13px]'],
  ...['text-red-500', 'text-[#fff]', 'text-balance', 'text-nowrap', 'text-ellipsis', 'truncate'],
  ...['font-mono', 'font-bold', 'font-[550]', 'leading-tight', 'leading-6', 'tracking-wide'],
  ...['italic', 'not-italic', 'underline', 'no-underline', 'uppercase', 'normal-case'],
  ...['tabular-nums', 'normal-nums', 'align-middle', 'whitespace-normal', 'break-all'],
  ...['decoration-2', 'decoration-dashed', 'decoration-red-500', 'underline-offset-4'],
  ...['shadow-none', 'shadow', 'shadow-lg', 'shadow-red-500/50', 'shadow-[0_0_2px_red]'],
  ...['ring-0', 'ring', 'ring-2', 'ring-inset', 'ring-offset-2', 'ring-offset-background'],
  ...['ring-blue-500', 'outline-none', 'outline', 'outline-2', 'outline-dashed'],
  ...['outline-offset-4', 'outline-red-500', 'opacity-50', 'opacity-100'],
  ...['transition-none', 'transition', 'transition-colors', 'duration-300', 'ease-in'],
  ...['delay-150', 'animate-none', 'animate-spin', 'z-50', 'z-auto', 'absolute', 'fixed'],
  ...['static', 'inset-0', 'inset-x-0', 'inset-y-2', 'top-4', 'left-1/2', 'start-0', 'end-2'],
  ...['-translate-x-1/2', 'translate-y-full', 'translate-none', 'rotate-45', 'scale-95'],
  ...['scale-x-50', 'flex', 'flex-col', 'flex-row', 'flex-wrap', 'flex-nowrap', 'flex-1'],
  ...['flex-none', 'basis-1/2', 'grow', 'grow-0', 'shrink', 'shrink-0', 'order-first'],
  ...['gap-2', 'gap-x-4', 'gap-y-1', 'space-y-4', 'space-x-2', 'space-x-reverse'],
  ...['grid', 'grid-cols-3', 'grid-rows-2', 'col-span-2', 'col-start-2', 'row-span-3'],
  ...['grid-flow-col', 'auto-rows-fr', 'justify-between', 'justify-items-center'],
  ...['justify-self-end', 'items-start', 'self-center', 'content-center', 'content-none'],
  ...['place-items-center', 'overflow-auto', 'overflow-hidden', 'overflow-x-hidden'],
  ...['overflow-y-scroll', 'line-clamp-2', 'hidden', 'block', 'inline-flex', 'contents'],
  ...['sr-only', 'not-sr-only', 'visible', 'invisible', 'isolate', 'box-border'],
  ...['aspect-video', 'aspect-square', 'object-cover', 'object-center', 'cursor-pointer'],
  ...['cursor-not-allowed', 'pointer-events-none', 'select-none', 'resize-none'],
  ...['appearance-none', 'will-change-transform', 'fill-current', 'fill-none', 'stroke-2'],
  ...['stroke-current', 'divide-y', 'divide-x-2', 'divide-border', 'divide-dashed'],
  ...['table-fixed', 'caption-bottom', 'accent-primary', 'caret-transparent', 'hyphens-auto'],
  ...['antialiased', 'scroll-smooth', '@container', '@container/card', '@container-size'],
];

/** A class either merger knows: the second of two copies replaces the first. */
const isKnown = (merge: (classes: string) => string) => (token: string) =>
  merge(`${token} ${token}`) === token;

const utilities = [
  ...new Set([...sourceClasses(), ...overrides].map((token) => token.replace(/^.*:/, ''))),
].filter((token) => isKnown(twMerge)(token) || isKnown(cn)(token));

describe('cn', () => {
  it("lets the caller's class win over the component's in the same group", () => {
    expect(cn('px-3 py-2 text-sm', 'px-6')).toBe('py-2 text-sm px-6');
    expect(cn('p-2', 'px-4')).toBe('p-2 px-4');
    expect(cn('px-4', 'p-2')).toBe('p-2');
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe(
      'text-sm text-destructive',
    );
    expect(cn('hover:bg-accent', 'hover:bg-muted', 'bg-card')).toBe('hover:bg-muted bg-card');
  });

  it('joins conditional classes (clsx)', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('resolves every pair of the kit classes and common overrides as tailwind-merge does', () => {
    expect(utilities.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const merged = cn(first, second);
        const expected = twMerge(first, second);
        if (merged !== expected) differences.push(`${first} ${second}: ${merged} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    // Hundreds of thousands of pairs: seconds of CPU on a quiet machine, several times that on a busy one.
  }, 120_000);

  it('keeps variants, important and arbitrary values apart as tailwind-merge does', () => {
    for (const [first, second] of [
      ['hover:bg-red-500', 'hover:bg-blue-500'],
      ['md:p-2', 'md:p-4'],
      ['hover:focus:p-2', 'focus:hover:p-4'],
      ['dark:text-white', 'text-black'],
      ['[&>svg]:size-4', '[&>svg]:size-5'],
      ['data-[state=open]:bg-accent', 'data-[state=open]:bg-muted'],
      ['before:content-none', 'after:content-none'],
      ['!p-2', 'p-4'],
      ['p-2!', 'p-4!'],
      ['w-[calc(100%-1rem)]', 'w-full'],
      ['text-[length:var(--size)]', 'text-[color:var(--ink)]'],
      ['leading-6', 'text-sm/7'],
      ['line-clamp-2', 'block overflow-visible'],
      ['block overflow-visible', 'line-clamp-2'],
      ['inset-shadow-sm', 'inset-0'],
    ] as const) {
      expect(cn(first, second)).toBe(twMerge(first, second));
    }
  });
});
