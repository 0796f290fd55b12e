/**
 * Tailwind class merging: of two classes that set the same thing (`px-4` then `px-6`, `flex`
 * then `hidden`, `p-4` then `px-2` for the sides it covers), the later one wins, so a
 * component's `className` can override its defaults.
 *
 * This is tailwind-merge's algorithm over a smaller map of classes. tailwind-merge knows every
 * class Tailwind has, which cost 8.7 kB of gzipped JavaScript in every page's first load; this
 * knows the groups of classes the app writes, by their prefix and value. merge-classes.test.ts
 * checks that it merges every pair of classes in the app's source exactly as tailwind-merge
 * does, so a class from a group it does not know yet fails that test instead of merging wrong.
 */

type GroupOf = (value: string) => string | undefined;

const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY = /^(\[.+\]|\(.+\))$/;
const T_SHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
/** Spacing and sizing values: the spacing scale, fractions, keywords and arbitrary values. */
const SCALE =
  /^(\d+(\.\d+)?|px|auto|full|screen|min|max|fit|none|[dls]?v[wh]|lh|(\d+(\.\d+)?)?(xs|sm|md|lg|xl)|\d+\/\d+|\[.+\]|\(.+\))$/;
const ARBITRARY_LENGTH =
  /^\[(length:)?(-?[\d.]+[a-z%]*|(calc|min|max|clamp)\(.+\))\]$|^\(length:.+\)$/;
const ARBITRARY_IMAGE =
  /^\[(image:|url:)?(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)\]$/;

const oneOf = (values: string) => new Set(values.split(' '));
const LINE_STYLES = oneOf('solid dashed dotted double');
const FONT_WEIGHTS = oneOf('thin extralight light normal medium semibold bold extrabold black');
const ALIGNMENTS = oneOf('left center right justify start end');
const TEXT_WRAPS = oneOf('wrap nowrap balance pretty');
const BG_SIZES = oneOf('auto cover contain');
const FLEX_DIRECTIONS = oneOf('row row-reverse col col-reverse');
const FLEX_WRAPS = oneOf('wrap wrap-reverse nowrap');
const OBJECT_FITS = oneOf('contain cover fill none scale-down');
const ANIMATIONS = oneOf('none spin ping pulse bounce');

const scale =
  (group: string): GroupOf =>
  (value) =>
    SCALE.test(value) ? group : undefined;
const any =
  (group: string): GroupOf =>
  () =>
    group;
const among = (group: string, values: string): GroupOf => {
  const known = oneOf(values);
  return (value) => (known.has(value) ? group : undefined);
};
const alignContent = among(
  'align-content',
  'normal start end center between around evenly stretch baseline',
);
/** A width is a number or an arbitrary length; another value of the same prefix is a colour. */
const isWidth = (value: string) => NUMBER.test(value) || ARBITRARY_LENGTH.test(value);
const widthOrColor =
  (width: string, color: string): GroupOf =>
  (value) =>
    isWidth(value) ? width : color;

/** Classes that are one word, by group. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: 'block inline-block inline flex inline-flex grid inline-grid flow-root contents hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'font-style': 'italic not-italic',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'fvn-spacing': 'tabular-nums proportional-nums',
  container: 'container',
  filter: 'filter filter-none',
  // The default of a group that otherwise takes a value (`border`, `border-2`).
  'border-w': 'border',
  rounded: 'rounded',
  shadow: 'shadow',
  'ring-w': 'ring',
  'outline-w': 'outline',
  transition: 'transition',
  grow: 'grow',
  shrink: 'shrink',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
  'divide-x': 'divide-x',
  'divide-y': 'divide-y',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

const spaceX = scale('space-x');
const spaceY = scale('space-y');

/** Classes that are a prefix and a value (`px-4`), by prefix: the group the value puts it in. */
const PREFIXES: Record<string, GroupOf> = {
  text: (value) =>
    T_SHIRT.test(value) || value === 'base' || ARBITRARY_LENGTH.test(value)
      ? 'font-size'
      : ALIGNMENTS.has(value)
        ? 'text-alignment'
        : TEXT_WRAPS.has(value)
          ? 'text-wrap'
          : 'text-color',
  font: (value) => (FONT_WEIGHTS.has(value) || NUMBER.test(value) ? 'font-weight' : 'font-family'),
  bg: (value) =>
    value === 'none' ||
    /^(linear-to-[tblr]{1,2}|linear-\d+|radial|conic(-\d+)?)$/.test(value) ||
    ARBITRARY_IMAGE.test(value)
      ? 'bg-image'
      : BG_SIZES.has(value)
        ? 'bg-size'
        : 'bg-color',
  from: (value) => (value.endsWith('%') ? 'gradient-from-pos' : 'gradient-from'),
  via: (value) => (value.endsWith('%') ? 'gradient-via-pos' : 'gradient-via'),
  to: (value) => (value.endsWith('%') ? 'gradient-to-pos' : 'gradient-to'),
  border: (value) =>
    LINE_STYLES.has(value) || value === 'hidden' || value === 'none'
      ? 'border-style'
      : isWidth(value)
        ? 'border-w'
        : 'border-color',
  shadow: (value) =>
    value === 'none' || T_SHIRT.test(value) || ARBITRARY.test(value) ? 'shadow' : 'shadow-color',
  ring: widthOrColor('ring-w', 'ring-color'),
  outline: (value) =>
    LINE_STYLES.has(value) || value === 'none' || value === 'hidden'
      ? 'outline-style'
      : isWidth(value)
        ? 'outline-w'
        : 'outline-color',
  decoration: (value) =>
    LINE_STYLES.has(value) || value === 'wavy'
      ? 'text-decoration-style'
      : isWidth(value)
        ? 'text-decoration-thickness'
        : 'text-decoration-color',
  divide: (value) =>
    LINE_STYLES.has(value) ? 'divide-style' : isWidth(value) ? 'divide-w' : 'divide-color',
  'divide-x': (value) => (value === 'reverse' ? 'divide-x-reverse' : 'divide-x'),
  'divide-y': (value) => (value === 'reverse' ? 'divide-y-reverse' : 'divide-y'),
  stroke: widthOrColor('stroke-w', 'stroke'),
  flex: (value) =>
    FLEX_DIRECTIONS.has(value) ? 'flex-direction' : FLEX_WRAPS.has(value) ? 'flex-wrap' : 'flex',
  items: any('align-items'),
  self: any('align-self'),
  justify: any('justify-content'),
  content: (value) => (value === 'none' || ARBITRARY.test(value) ? 'content' : alignContent(value)),
  col: any('col-start-end'),
  'col-span': any('col-start-end'),
  row: any('row-start-end'),
  'row-span': any('row-start-end'),
  break: among('break', 'normal words all keep'),
  list: (value) =>
    value === 'inside' || value === 'outside' ? 'list-style-position' : 'list-style-type',
  object: (value) => (OBJECT_FITS.has(value) ? 'object-fit' : 'object-position'),
  animate: (value) => (ANIMATIONS.has(value) || ARBITRARY.test(value) ? 'animate' : undefined),
  translate: scale('translate'),
  'translate-x': scale('translate-x'),
  'translate-y': scale('translate-y'),
  'space-x': (value) => (value === 'reverse' ? 'space-x-reverse' : spaceX(value)),
  'space-y': (value) => (value === 'reverse' ? 'space-y-reverse' : spaceY(value)),
};
// Groups named by their prefix, whose values need no telling apart (`z-10`, `duration-200`).
for (const prefix of (
  'leading tracking bg-clip rounded outline-offset underline-offset fill accent opacity blur ' +
  'backdrop-blur shrink grow basis grid-cols grid-rows col-start row-start overflow ' +
  'overflow-x overflow-y whitespace line-clamp aspect z cursor pointer-events select appearance ' +
  'transition duration delay ease rotate scale'
).split(' ')) {
  PREFIXES[prefix] = any(prefix);
}
// Spacing, sizing and placement: each prefix is its own group and takes the same scale.
for (const prefix of (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y scroll-mt ' +
  'w h size min-w min-h max-w max-h inset inset-x inset-y start end top right bottom left'
).split(' ')) {
  PREFIXES[prefix] = scale(prefix);
}
// The sides of a border and of its corners.
for (const side of ['x', 'y', 's', 'e', 't', 'r', 'b', 'l']) {
  PREFIXES[`border-${side}`] = widthOrColor(`border-w-${side}`, `border-color-${side}`);
  KEYWORDS[`border-${side}`] = `border-w-${side}`;
}
for (const corner of [
  's',
  'e',
  't',
  'r',
  'b',
  'l',
  'ss',
  'se',
  'ee',
  'es',
  'tl',
  'tr',
  'br',
  'bl',
]) {
  PREFIXES[`rounded-${corner}`] = any(`rounded-${corner}`);
  KEYWORDS[`rounded-${corner}`] = `rounded-${corner}`;
}

/** The narrower groups a class overrides along with its own (`p-4` sets `pt` too). */
const sides = (group: string, suffixes: string) =>
  suffixes.split(' ').map((suffix) => `${group}${suffix}`);
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: sides('p', 'x y s e t r b l'),
  px: sides('p', 's e r l'),
  py: sides('p', 't b'),
  m: sides('m', 'x y s e t r b l'),
  mx: sides('m', 's e r l'),
  my: sides('m', 't b'),
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sides('rounded-', 's e t r b l ss se ee es tl tr br bl'),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides('border-w-', 'x y s e t r b l'),
  'border-w-x': sides('border-w-', 's e r l'),
  'border-w-y': sides('border-w-', 't b'),
  'border-color': sides('border-color-', 'x y s e t r b l'),
  'border-color-x': sides('border-color-', 's e r l'),
  'border-color-y': sides('border-color-', 't b'),
  translate: ['translate-x', 'translate-y'],
};
/** What a postfix (`text-sm/6`, a line height) overrides besides the group's own conflicts. */
const POSTFIX_CONFLICTS: Record<string, string[]> = { 'font-size': ['leading'] };

/** The group of a class without its variants, or undefined for a class this does not know. */
function groupOf(baseClass: string): string | undefined {
  if (/^\[[^\]]+:.+\]$/.test(baseClass)) {
    return `arbitrary..${baseClass.slice(1, baseClass.indexOf(':'))}`;
  }
  // A negative value (`-mt-2`) is in the group of the positive one.
  const name = baseClass.startsWith('-') && baseClass.length > 1 ? baseClass.slice(1) : baseClass;
  if (Object.hasOwn(KEYWORDS, name)) return KEYWORDS[name];
  // The longest known prefix: `gap-x-2` is `gap-x`, not `gap`. An arbitrary value's own
  // hyphens (`max-h-[var(--x-y)]`) are part of the value.
  const valueStart = name.indexOf('[') === -1 ? name.length : name.indexOf('[');
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    if (end >= valueStart) continue;
    const prefix = name.slice(0, end);
    if (Object.hasOwn(PREFIXES, prefix)) return PREFIXES[prefix]!(name.slice(end + 1));
  }
  return undefined;
}

/** Variants in a stable order where order does not matter (`hover:focus:` = `focus:hover:`). */
const ORDER_SENSITIVE = oneOf(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
);
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else {
      run.push(variant);
    }
  }
  return [...sorted, ...run.sort()];
}

interface ParsedClass {
  variants: string[];
  important: boolean;
  base: string;
  /** Where a postfix (`/50`, `/6`) starts in `base`, if it has one. */
  postfixAt: number | undefined;
}

/** `md:hover:!px-4` into its variants, the important mark and the class itself. */
function parseClass(className: string): ParsedClass {
  const variants: string[] = [];
  let depth = 0;
  let baseStart = 0;
  let slashAt: number | undefined;
  for (let index = 0; index < className.length; index += 1) {
    const character = className[index];
    if (depth === 0 && character === ':') {
      variants.push(className.slice(baseStart, index));
      baseStart = index + 1;
    } else if (depth === 0 && character === '/') {
      slashAt = index;
    } else if (character === '[' || character === '(') {
      depth += 1;
    } else if (character === ']' || character === ')') {
      depth -= 1;
    }
  }
  let base = className.slice(baseStart);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  const postfixAt = slashAt !== undefined && slashAt > baseStart ? slashAt - baseStart : undefined;
  return { variants, important, base, postfixAt };
}

/** Merges a list (see mergeClasses), walking it from the last class to the first. */
function merge(classList: string): string {
  const overridden = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index -= 1) {
    const className = classNames[index]!;
    if (className === '') continue;
    const { variants, important, base, postfixAt } = parseClass(className);
    let hasPostfix = postfixAt !== undefined;
    let group = groupOf(hasPostfix ? base.slice(0, postfixAt) : base);
    if (!group && hasPostfix) {
      group = groupOf(base);
      hasPostfix = false;
    }
    if (!group) {
      kept.push(className);
      continue;
    }
    const scope = sortVariants(variants).join(':') + (important ? '!' : '');
    if (overridden.has(scope + group)) continue;
    overridden.add(scope + group);
    const conflicts = [
      ...(CONFLICTS[group] ?? []),
      ...((hasPostfix && POSTFIX_CONFLICTS[group]) || []),
    ];
    for (const conflict of conflicts) overridden.add(scope + conflict);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/**
 * Merged lists by their input, in two generations of at most 500 each (as tailwind-merge keeps
 * them): a page renders the same few lists again and again (every card of the directory, every
 * row), and merging them anew was the most time the app's own code took to hydrate the home page.
 */
const GENERATION_SIZE = 500;
let recent = new Map<string, string>();
let older = new Map<string, string>();

/**
 * The classes of `classList` with every class dropped that a later one overrides under the same
 * variants; classes this does not know are kept as they are.
 */
export function mergeClasses(classList: string): string {
  let merged = recent.get(classList);
  if (merged !== undefined) return merged;
  merged = older.get(classList) ?? merge(classList);
  recent.set(classList, merged);
  if (recent.size > GENERATION_SIZE) {
    older = recent;
    recent = new Map();
  }
  return merged;
}
