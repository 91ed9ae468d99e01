/**
 * One table of the in-memory store: rows by id, in insertion order, with the next id.
 * Rows are plain JSON data, so a table round-trips through the state file as is.
 */
export interface TableData<Row> {
  nextId: number;
  rows: Row[];
}

export class Table<Row extends { id: number }> {
  private readonly byId = new Map<number, Row>();
  /** Lookup indexes by field value, built on first use (see `by`). */
  private readonly indexes = new Map<keyof Row, Map<string, Set<number>>>();
  private nextId = 1;

  static from<R extends { id: number }>(data: TableData<R>): Table<R> {
    const table = new Table<R>();
    for (const row of data.rows) table.byId.set(row.id, row);
    table.nextId = data.nextId;
    return table;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: number): Row | undefined {
    return this.byId.get(id);
  }

  /**
   * Stores a new row under the next id and returns it. The table takes the object
   * over (its id is set in place, which spares copying rows while seeding thousands).
   */
  insert(row: Omit<Row, 'id'>): Row {
    const stored = row as Row;
    stored.id = this.nextId++;
    this.byId.set(stored.id, stored);
    this.indexes.forEach((index, field) => this.addToIndex(index, stored, field));
    return stored;
  }

  /** Merges a change into a row (in place, so references stay valid) and returns it. */
  update(id: number, change: Partial<Omit<Row, 'id'>>): Row | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    const reindexed = [...this.indexes.keys()].filter((field) => field in change);
    for (const field of reindexed) this.indexes.get(field)?.get(String(row[field]))?.delete(id);
    Object.assign(row, change);
    for (const field of reindexed) this.addToIndex(this.indexes.get(field) ?? new Map(), row, field);
    return row;
  }

  delete(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.indexes.forEach((index, field) => index.get(String(row[field]))?.delete(id));
    return this.byId.delete(id);
  }

  /**
   * The rows whose `field` equals `value`, through an index kept from the first call on.
   * For fields that are set on insert and only changed through `update` (foreign keys):
   * assigning an indexed field on a row directly would leave the index stale.
   */
  by<K extends keyof Row>(field: K, value: Row[K]): Row[] {
    let index = this.indexes.get(field);
    if (!index) {
      index = new Map();
      for (const row of this.byId.values()) this.addToIndex(index, row, field);
      this.indexes.set(field, index);
    }
    const found: Row[] = [];
    for (const id of index.get(String(value)) ?? []) {
      const row = this.byId.get(id);
      if (row) found.push(row);
    }
    return found;
  }

  private addToIndex(index: Map<string, Set<number>>, row: Row, field: keyof Row): void {
    const key = String(row[field]);
    const ids = index.get(key) ?? new Set<number>();
    ids.add(row.id);
    index.set(key, ids);
  }

  all(): Row[] {
    return [...this.byId.values()];
  }

  where(predicate: (row: Row) => boolean): Row[] {
    const found: Row[] = [];
    for (const row of this.byId.values()) if (predicate(row)) found.push(row);
    return found;
  }

  find(predicate: (row: Row) => boolean): Row | undefined {
    for (const row of this.byId.values()) if (predicate(row)) return row;
    return undefined;
  }

  toJSON(): TableData<Row> {
    return { nextId: this.nextId, rows: this.all() };
  }
}
