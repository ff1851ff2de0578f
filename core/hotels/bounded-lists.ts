/** Lists by key, the oldest dropped first while the lists hold more than `maxItems` items or `maxEntries` lists. */
export class BoundedLists<T> {
  private readonly map = new Map<string, readonly T[]>();
  private items = 0;
  private readonly maxItems: number;
  private readonly maxEntries: number;
  constructor(maxItems: number, maxEntries: number) {
    this.maxItems = maxItems;
    this.maxEntries = maxEntries;
  }
  get(key: string): T[] | undefined {
    return this.map.get(key) as T[] | undefined;
  }
  set(key: string, list: readonly T[]): void {
    const old = this.map.get(key);
    if (old) {
      this.items -= old.length;
      this.map.delete(key);
    }
    this.map.set(key, list);
    this.items += list.length;
    while (this.map.size > 1 && (this.items > this.maxItems || this.map.size > this.maxEntries)) {
      const [oldest, dropped] = this.map.entries().next().value!;
      this.map.delete(oldest);
      this.items -= dropped.length;
    }
  }
  get size(): number {
    return this.map.size;
  }
}
