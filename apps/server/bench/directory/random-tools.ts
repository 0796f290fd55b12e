/**
 * Choices drawn from one seeded generator (test/seeded-random.ts), so the same seed always
 * gives the same directory and the same benchmark requests.
 */
export type Random = () => number;

/** A list of items written as one comma-separated literal, which keeps word lists readable. */
export function words(list: string): string[] {
  return list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A whole number from min to max, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

/**
 * A sampler over weighted items: cumulative weights and a binary search, so a pick costs
 * O(log n) however skewed the weights are.
 */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const items = entries.filter(([, weight]) => weight > 0);
  if (items.length === 0) throw new Error('A weighted choice needs at least one positive weight');
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]![0];
  };
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const HEX = '0123456789abcdef';

/** A version 4 UUID from the seeded stream: the same seed gives the same ids. */
export function seededUuid(random: Random): string {
  let hex = '';
  for (let index = 0; index < 32; index += 1) hex += HEX[Math.floor(random() * 16)];
  const variant = HEX[8 + Math.floor(random() * 4)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque identifier like the ones the auth library gives users. */
export function seededToken(random: Random, length: number): string {
  let token = '';
  for (let index = 0; index < length; index += 1) {
    token += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  }
  return token;
}

export function seededHex(random: Random, length: number): string {
  let hex = '';
  for (let index = 0; index < length; index += 1) hex += HEX[Math.floor(random() * 16)];
  return hex;
}
