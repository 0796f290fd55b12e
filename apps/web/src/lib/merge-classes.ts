/**
 * Tailwind class merging: of two classes that set the same thing (`px-4` then `px-6`, `flex`
 * then `hidden`, `p-4` then `px-2` for the sides it covers), the later one wins, so a
 * component's `className` can override its defaults.
 *
 * tailwind-merge, configured with the class groups the app writes instead of all of Tailwind's
 * (docs/decisions/0035-standard-tools-over-a-home-made-framework.md): its default
 * configuration costs 8.4 kB of gzipped JavaScript in every page's first load, and building
 * its map of every class takes a hydrating page tens of milliseconds. Each group below is
 * tailwind-merge's own definition, copied from its default configuration
 * (node_modules/tailwind-merge/src/lib/default-config.ts), with the theme's scales written
 * out. merge-classes.test.ts merges every pair of classes in the app's source with this and
 * with the full default and requires the same result, so a class of a group not listed here
 * fails that test: copy the group's definition from the default configuration.
 */
import { createTailwindMerge, validators } from 'tailwind-merge';

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

// The default configuration's scales, with the default theme's values in place.
const arbitrary = [isArbitraryVariable, isArbitraryValue] as const;
const spacing = [...arbitrary, 'px', isNumber] as const;
const margin = ['auto', ...spacing] as const;
const inset = [isFraction, 'full', 'auto', ...spacing] as const;
const translate = [isFraction, 'full', ...spacing] as const;
const sizing = [
  isFraction,
  ...['auto', 'full', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit'],
  ...spacing,
] as const;
const color = [isAny, ...arbitrary] as const;
const borderWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength] as const;
const radius = ['', 'none', 'full', isTshirtSize, ...arbitrary] as const;
const blur = ['', 'none', isTshirtSize, ...arbitrary] as const;
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'] as const;
const gridTemplate = [isInteger, 'none', 'subgrid', ...arbitrary] as const;
const gridStartAndEnd = [
  'auto',
  { span: ['full', isInteger, ...arbitrary] },
  isInteger,
  ...arbitrary,
] as const;
const gridStartOrEnd = [isInteger, 'auto', ...arbitrary] as const;
const alignSecondaryAxis = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const lineStyles = ['solid', 'dashed', 'dotted', 'double'] as const;
const fontWeights = 'thin extralight light normal medium semibold bold extrabold black'.split(' ');
const cursors =
  'auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize n-resize e-resize s-resize w-resize ne-resize nw-resize se-resize sw-resize ew-resize ns-resize nesw-resize nwse-resize zoom-in zoom-out'.split(
    ' ',
  );

/**
 * The classes of `classList` with every class dropped that a later one overrides under the same
 * variants; classes of no known group are kept as they are. Lists merged before are answered
 * from a cache (the directory's cards repeat the same few lists).
 */
export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  // In the default configuration's order: where two groups share a prefix, the first that
  // accepts a value has it.
  classGroups: {
    aspect: [{ aspect: ['auto', 'square', 'video', isFraction, ...arbitrary] }],
    container: ['container'],
    display: [
      ...['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'inline-table'],
      ...['table-caption', 'table-cell', 'table-column', 'table-column-group'],
      ...['table-footer-group', 'table-header-group', 'table-row-group', 'table-row'],
      ...['flow-root', 'grid', 'inline-grid', 'contents', 'list-item', 'hidden'],
    ],
    sr: ['sr-only', 'not-sr-only'],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow }],
    'overflow-x': [{ 'overflow-x': overflow }],
    'overflow-y': [{ 'overflow-y': overflow }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset }],
    'inset-x': [{ 'inset-x': inset }],
    'inset-y': [{ 'inset-y': inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    visibility: ['visible', 'invisible', 'collapse'],
    z: [{ z: [isInteger, 'auto', ...arbitrary] }],
    basis: [{ basis: [isFraction, 'full', 'auto', isTshirtSize, ...spacing] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
    shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
    'grid-cols': [{ 'grid-cols': gridTemplate }],
    'col-start-end': [{ col: gridStartAndEnd }],
    'col-start': [{ 'col-start': gridStartOrEnd }],
    'grid-rows': [{ 'grid-rows': gridTemplate }],
    'row-start-end': [{ row: gridStartAndEnd }],
    'row-start': [{ 'row-start': gridStartOrEnd }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [
      {
        justify: [
          ...['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline'],
          ...['center-safe', 'end-safe', 'normal'],
        ],
      },
    ],
    'align-items': [{ items: [...alignSecondaryAxis, { baseline: ['', 'last'] }] }],
    'align-self': [{ self: ['auto', ...alignSecondaryAxis, { baseline: ['', 'last'] }] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    'space-y': [{ 'space-y': spacing }],
    size: [{ size: sizing }],
    w: [{ w: [isTshirtSize, 'screen', ...sizing] }],
    'min-w': [{ 'min-w': [isTshirtSize, 'screen', 'none', ...sizing] }],
    'max-w': [
      { 'max-w': [isTshirtSize, 'screen', 'none', 'prose', { screen: [isTshirtSize] }, ...sizing] },
    ],
    h: [{ h: ['screen', 'lh', ...sizing] }],
    'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing] }],
    'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...sizing] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [{ font: [...fontWeights, isArbitraryVariableWeight, isArbitraryWeight] }],
    'font-family': [
      { font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] },
    ],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [
      { tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary] },
    ],
    'line-clamp': [{ 'line-clamp': [isNumber, 'none', isArbitraryVariable, isArbitraryNumber] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: color }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-decoration-color': [{ decoration: color }],
    'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitrary] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    whitespace: [
      { whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] },
    ],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
    'bg-image': [
      {
        bg: [
          'none',
          {
            linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }, isInteger, ...arbitrary],
            radial: ['', ...arbitrary],
            conic: ['', isInteger, ...arbitrary],
          },
          isArbitraryVariableImage,
          isArbitraryImage,
        ],
      },
    ],
    'bg-color': [{ bg: color }],
    'gradient-from': [{ from: color }],
    'gradient-via': [{ via: color }],
    'gradient-to': [{ to: color }],
    rounded: [{ rounded: radius }],
    'rounded-t': [{ 'rounded-t': radius }],
    'border-w': [{ border: borderWidth }],
    'border-w-y': [{ 'border-y': borderWidth }],
    'border-w-t': [{ 'border-t': borderWidth }],
    'border-w-r': [{ 'border-r': borderWidth }],
    'border-w-b': [{ 'border-b': borderWidth }],
    'border-w-l': [{ 'border-l': borderWidth }],
    'divide-y': [{ 'divide-y': borderWidth }],
    'border-style': [{ border: [...lineStyles, 'hidden', 'none'] }],
    'border-color': [{ border: color }],
    'border-color-t': [{ 'border-t': color }],
    'divide-color': [{ divide: color }],
    'outline-style': [{ outline: [...lineStyles, 'none', 'hidden'] }],
    'outline-offset': [{ 'outline-offset': [isNumber, ...arbitrary] }],
    'outline-w': [{ outline: borderWidth }],
    'outline-color': [{ outline: color }],
    shadow: [
      { shadow: ['', 'inner', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] },
    ],
    'ring-w': [{ ring: borderWidth }],
    'ring-color': [{ ring: color }],
    opacity: [{ opacity: [isNumber, ...arbitrary] }],
    filter: [{ filter: ['', 'none', ...arbitrary] }],
    blur: [{ blur }],
    'backdrop-blur': [{ 'backdrop-blur': blur }],
    transition: [
      {
        transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary],
      },
    ],
    duration: [{ duration: [isNumber, 'initial', ...arbitrary] }],
    animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitrary] }],
    rotate: [{ rotate: ['none', isNumber, ...arbitrary] }],
    scale: [{ scale: ['none', isNumber, ...arbitrary] }],
    'translate-x': [{ 'translate-x': translate }],
    'translate-y': [{ 'translate-y': translate }],
    accent: [{ accent: color }],
    appearance: [{ appearance: ['none', 'auto'] }],
    cursor: [{ cursor: [...cursors, ...arbitrary] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    'scroll-mt': [{ 'scroll-mt': spacing }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    fill: [{ fill: ['none', ...color] }],
    stroke: [{ stroke: ['none', ...color] }],
  },
  // What a class overrides besides its own group (`p-4` sets `pt` too), among the groups above.
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t'],
    'border-w': ['border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    'border-color': ['border-color-t'],
  },
  // A line height written after a size (`text-sm/6`) overrides `leading` too.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    ...['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter'],
    ...['first-line', 'marker', 'placeholder', 'selection'],
  ],
}));
