import { type Config, validators } from 'tailwind-merge';

/**
 * The Tailwind CSS 4 utilities `cn` resolves conflicts between, in tailwind-merge's configuration
 * format: layout, flexbox and grid, spacing, sizing, typography, backgrounds, borders, outlines,
 * rings, shadows, opacity, transitions, transforms, interactivity and SVG. It is a subset of
 * tailwind-merge's default configuration (3 KB gzip less on every page, and a first call that does
 * not build the class map of every Tailwind utility), and resolves these groups as that
 * configuration does (`cn.test.ts` compares the two over the kit's own classes and common
 * overrides). Classes outside these groups (masks, scroll snapping, 3D transforms, gradient stops,
 * most filters and the like) are kept as given, both of them when two conflict.
 */
const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isFraction,
  isInteger,
  isNamedContainerQuery,
  isNumber,
  isTshirtSize,
} = validators;

type Groups = Config<string, string>['classGroups'];
type Conflicts = Config<string, string>['conflictingClassGroups'];

/** `{ [prefix]: [isAny] }`: every value of a single-meaning utility. */
const anyOf = (prefix: string) => [{ [prefix]: [isAny] }];
const arbitrary = [isArbitraryVariable, isArbitraryValue];
const lengths = [isArbitraryVariableLength, isArbitraryLength];
const borderWidth = ['', isNumber, ...lengths];
/** Insets and translations: a prefix of theirs also starts other utilities (`inset-shadow`, 3D). */
const offsets = [isFraction, 'px', 'full', 'auto', isNumber, ...arbitrary];
const numbers = ['none', isNumber, ...arbitrary];
/** Padding, margins, gaps: a utility like `pt-*` must not swallow a class like `pt-BR`. */
const spacing = ['px', isNumber, ...arbitrary];
const blur = ['', 'none', isTshirtSize, ...arbitrary];
const lineStyles = ['solid', 'dashed', 'dotted', 'double'];
const alignPrimary = [
  ...['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline'],
  ...['center-safe', 'end-safe'],
];
const positions = [
  ...['center', 'top', 'bottom', 'left', 'right', 'top-left', 'left-top', 'top-right'],
  ...['right-top', 'bottom-right', 'right-bottom', 'bottom-left', 'left-bottom'],
];

const groups: Groups = {
  aspect: anyOf('aspect'),
  display: [
    ...['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'inline-table'],
    ...['table-caption', 'table-cell', 'table-column', 'table-column-group'],
    ...['table-footer-group', 'table-header-group', 'table-row-group', 'table-row'],
    ...['flow-root', 'grid', 'inline-grid', 'contents', 'list-item', 'hidden'],
  ],
  sr: ['sr-only', 'not-sr-only'],
  'box-sizing': ['box-border', 'box-content'],
  isolation: ['isolate', 'isolation-auto'],
  'container-type': [{ '@container': ['', 'normal', 'size', ...arbitrary] }],
  'container-named': [isNamedContainerQuery],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  'object-position': anyOf('object'),
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  z: anyOf('z'),
  basis: anyOf('basis'),
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  flex: anyOf('flex'),
  grow: [{ grow: ['', isAny] }],
  shrink: [{ shrink: ['', isAny] }],
  order: anyOf('order'),
  'grid-cols': anyOf('grid-cols'),
  'col-start-end': [{ col: ['auto', { span: [isAny] }, isInteger, ...arbitrary] }],
  'col-start': anyOf('col-start'),
  'col-end': anyOf('col-end'),
  'grid-rows': anyOf('grid-rows'),
  'row-start-end': [{ row: ['auto', { span: [isAny] }, isInteger, ...arbitrary] }],
  'row-start': anyOf('row-start'),
  'row-end': anyOf('row-end'),
  'grid-flow': anyOf('grid-flow'),
  'auto-cols': anyOf('auto-cols'),
  'auto-rows': anyOf('auto-rows'),
  'justify-content': [{ justify: [...alignPrimary, 'normal'] }],
  'justify-items': anyOf('justify-items'),
  'justify-self': anyOf('justify-self'),
  content: [{ content: ['none', ...arbitrary] }],
  'align-content': [{ content: ['normal', ...alignPrimary] }],
  'align-items': anyOf('items'),
  'align-self': anyOf('self'),
  'place-content': anyOf('place-content'),
  'place-items': anyOf('place-items'),
  'place-self': anyOf('place-self'),
  'space-x': [{ 'space-x': spacing }],
  'space-x-reverse': ['space-x-reverse'],
  'space-y': [{ 'space-y': spacing }],
  'space-y-reverse': ['space-y-reverse'],
  'font-size': [{ text: ['base', isTshirtSize, ...lengths] }],
  'font-smoothing': ['antialiased', 'subpixel-antialiased'],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [
    {
      font: [
        ...['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold'],
        ...['extrabold', 'black', isArbitraryVariable, isArbitraryNumber],
      ],
    },
  ],
  'font-family': [{ font: [isAnyNonArbitrary] }],
  'fvn-normal': ['normal-nums'],
  'fvn-ordinal': ['ordinal'],
  'fvn-slashed-zero': ['slashed-zero'],
  'fvn-figure': ['lining-nums', 'oldstyle-nums'],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  'fvn-fraction': ['diagonal-fractions', 'stacked-fractions'],
  tracking: anyOf('tracking'),
  'line-clamp': anyOf('line-clamp'),
  leading: anyOf('leading'),
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-color': anyOf('text'),
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-style': [{ decoration: [...lineStyles, 'wavy'] }],
  'text-decoration-thickness': [{ decoration: [isNumber, 'from-font', 'auto', ...lengths] }],
  'text-decoration-color': anyOf('decoration'),
  'underline-offset': anyOf('underline-offset'),
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'vertical-align': anyOf('align'),
  whitespace: anyOf('whitespace'),
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  wrap: [{ wrap: ['break-word', 'anywhere', 'normal'] }],
  hyphens: anyOf('hyphens'),
  'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
  'field-sizing': [{ 'field-sizing': ['fixed', 'content'] }],
  filter: [{ filter: ['', 'none', ...arbitrary] }],
  blur: [{ blur }],
  'backdrop-filter': [{ 'backdrop-filter': ['', 'none', ...arbitrary] }],
  'backdrop-blur': [{ 'backdrop-blur': blur }],
  'bg-attachment': [{ bg: ['fixed', 'local', 'scroll'] }],
  'bg-clip': anyOf('bg-clip'),
  'bg-origin': anyOf('bg-origin'),
  'bg-position': [{ bg: positions }],
  'bg-repeat': [{ bg: ['no-repeat', { repeat: ['', 'x', 'y', 'space', 'round'] }] }],
  'bg-size': [{ bg: ['auto', 'cover', 'contain'] }],
  'bg-image': [{ bg: ['none', { linear: [isAny], radial: ['', isAny], conic: ['', isAny] }] }],
  'bg-color': anyOf('bg'),
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-style': [{ border: [...lineStyles, 'hidden', 'none'] }],
  'divide-x': [{ 'divide-x': borderWidth }],
  'divide-x-reverse': ['divide-x-reverse'],
  'divide-y': [{ 'divide-y': borderWidth }],
  'divide-y-reverse': ['divide-y-reverse'],
  'divide-style': [{ divide: [...lineStyles, 'hidden', 'none'] }],
  'divide-color': anyOf('divide'),
  'outline-style': [{ outline: [...lineStyles, 'none', 'hidden'] }],
  'outline-offset': anyOf('outline-offset'),
  'outline-w': [{ outline: borderWidth }],
  'outline-color': anyOf('outline'),
  shadow: [{ shadow: ['', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  'shadow-color': anyOf('shadow'),
  'ring-w': [{ ring: borderWidth }],
  'ring-w-inset': ['ring-inset'],
  'ring-color': anyOf('ring'),
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': anyOf('ring-offset'),
  opacity: anyOf('opacity'),
  transition: [
    { transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary] },
  ],
  'transition-behavior': [{ transition: ['normal', 'discrete'] }],
  duration: anyOf('duration'),
  ease: anyOf('ease'),
  delay: anyOf('delay'),
  animate: anyOf('animate'),
  rotate: [{ rotate: numbers }],
  scale: [{ scale: numbers }],
  'scale-x': [{ 'scale-x': numbers }],
  'scale-y': [{ 'scale-y': numbers }],
  translate: [{ translate: offsets }],
  'translate-x': [{ 'translate-x': offsets }],
  'translate-y': [{ 'translate-y': offsets }],
  'translate-none': ['translate-none'],
  appearance: anyOf('appearance'),
  cursor: anyOf('cursor'),
  'pointer-events': anyOf('pointer-events'),
  resize: [{ resize: ['', 'none', 'x', 'y'] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  'will-change': anyOf('will-change'),
  'caret-color': anyOf('caret'),
  accent: anyOf('accent'),
  'scroll-behavior': ['scroll-auto', 'scroll-smooth'],
  'table-layout': [{ table: ['auto', 'fixed'] }],
  caption: [{ caption: ['top', 'bottom'] }],
  fill: anyOf('fill'),
  'stroke-w': [{ stroke: [isNumber, ...lengths, isArbitraryNumber] }],
  stroke: anyOf('stroke'),
};

const conflicts: Conflicts = {
  'container-named': ['container-type'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-ordinal', 'fvn-slashed-zero', 'fvn-figure', 'fvn-spacing', 'fvn-fraction'],
  'fvn-ordinal': ['fvn-normal'],
  'fvn-slashed-zero': ['fvn-normal'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'fvn-fraction': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y'],
};

/**
 * A family of utilities with a whole form and per-side (or per-axis) forms, e.g. `p`, `px`, `pt`:
 * the whole form overrides every side, an axis overrides its two sides.
 */
function sided(
  group: (side: string) => string,
  prefix: (side: string) => string,
  values: Groups[string],
  sides: Record<string, string[]>,
) {
  for (const [side, parts] of Object.entries(sides)) {
    groups[group(side)] = [{ [prefix(side)]: values }];
    if (parts.length > 0) conflicts[group(side)] = parts.map(group);
  }
}

const boxSides = {
  '': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'],
  x: ['s', 'e', 'r', 'l'],
  y: ['t', 'b'],
  s: [],
  e: [],
  t: [],
  r: [],
  b: [],
  l: [],
};
const dashed = (base: string) => (side: string) => (side ? `${base}-${side}` : base);
const joined = (base: string) => (side: string) => base + side;

sided(joined('p'), joined('p'), spacing, boxSides);
sided(joined('m'), joined('m'), ['auto', ...spacing], boxSides);
sided(joined('scroll-p'), joined('scroll-p'), spacing, boxSides);
sided(joined('scroll-m'), joined('scroll-m'), spacing, boxSides);
sided(dashed('border-w'), dashed('border'), borderWidth, boxSides);
sided(dashed('border-color'), dashed('border'), [isAny], boxSides);
for (const axis of ['', '-x', '-y']) {
  groups[`overflow${axis}`] = anyOf(`overflow${axis}`);
  groups[`overscroll${axis}`] = anyOf(`overscroll${axis}`);
  groups[`gap${axis}`] = [{ [`gap${axis}`]: spacing }];
}
for (const side of [
  'inset',
  'inset-x',
  'inset-y',
  'start',
  'end',
  'top',
  'right',
  'bottom',
  'left',
]) {
  groups[side] = [{ [side]: offsets }];
}
for (const [side, corners] of Object.entries({
  '': ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'],
  s: ['ss', 'es'],
  e: ['se', 'ee'],
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
  ss: [],
  se: [],
  ee: [],
  es: [],
  tl: [],
  tr: [],
  br: [],
  bl: [],
})) {
  const group = dashed('rounded');
  groups[group(side)] = [{ [group(side)]: ['', isAny] }];
  if (corners.length > 0) conflicts[group(side)] = corners.map(group);
}
for (const dimension of ['size', 'w', 'h', 'min-w', 'min-h', 'max-w', 'max-h']) {
  groups[dimension] = anyOf(dimension);
}

export const classGroupsConfig: Config<string, string> = {
  cacheSize: 500,
  theme: {},
  classGroups: groups,
  conflictingClassGroups: conflicts,
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  postfixLookupClassGroups: ['container-type'],
  orderSensitiveModifiers: [
    ...['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file'],
    ...['first-letter', 'first-line', 'marker', 'placeholder', 'selection'],
  ],
};
