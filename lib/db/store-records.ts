import type { DomainError, Refusal } from "../core/errors";
import { wholeOrPage, type Listed, type Page } from "../core/paging";
import { db, type Tx } from "./client";
import { Prisma, type Store } from "./generated/client";

// The reads and writes every record a store owns makes alike, by `{id, storeId}`: a record of
// another store is no record (its 404). Each record's module gives its model, select, order,
// serializer and not-found refusal, and keeps its own rules (lib/catalog/suppliers.ts is the
// smallest example).

/** The calls of a Prisma model that these helpers make. */
type Model = {
  findFirst(args: { where: object; select?: object; include?: object }): Promise<unknown>;
  findMany(args: { where: object; select?: object; include?: object; orderBy: object; skip?: number; take?: number }): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
  deleteMany(args: { where: object }): Promise<{ count: number }>;
};

export type StoreRecordSpec<Row, Out, C> = {
  /** The model on a client or a transaction: `(client) => client.supplier`. */
  model: (client: Tx) => Model;
  /** Its table, for the row lock. */
  table: string;
  /** What a read selects (every column when not given); `Row` is its payload. */
  select?: object;
  /** Or what a read includes besides every column (the counts, the names of the rows it refers to). */
  include?: object;
  /** The list's order. */
  orderBy: object | object[];
  notFound: { refusal: Refusal; message: (language: string) => string };
  /** The row in its contract shape; `context` is what a read is given beside it (an origin, say). */
  serialize: (row: Row, context: C) => Out;
};

/** The arguments a serializer needs beside the row: none when its context is void. */
type Context<C> = [C] extends [void] ? [] : [context: C];

/** A delete, and what keeps the row (a use of it): the delete is then `refused`. */
type Removal<Row> = {
  id: number;
  /** Lock the row first (`FOR UPDATE`), so that a write that would use it waits, or is seen. */
  lock?: boolean;
  /** A use found (anything truthy) keeps the row. */
  keptBy?: (tx: Tx, current: Row) => Promise<unknown>;
  /** Rows that may go, checked in the statement that deletes, so that a use recorded meanwhile is seen. */
  onlyWhere?: object;
  refused?: () => DomainError;
};

export function storeRecords<Row, Out, C = void>(spec: StoreRecordSpec<Row, Out, C>) {
  const scoped = (store: Store, id: number) => ({ id, storeId: store.id });
  const missing = (store: Store) => spec.notFound.refusal.error(spec.notFound.message(store.language));

  /** The store's row, else the record's 404. */
  async function find(store: Store, input: { id: number; tx?: Tx }): Promise<Row> {
    const row = await spec.model(input.tx ?? db()).findFirst({ where: scoped(store, input.id), select: spec.select, include: spec.include });
    if (!row) throw missing(store);
    return row as Row;
  }

  /** The store's row, locked until the transaction ends: two writes of it take turns. */
  async function lock(store: Store, input: { id: number; tx: Tx }): Promise<Row> {
    await input.tx.$queryRaw`SELECT id FROM ${Prisma.raw(spec.table)} WHERE id = ${input.id} AND store_id = ${store.id} FOR UPDATE`;
    return find(store, input);
  }

  /** That the store has the row, else the record's 404. */
  async function assertExists(store: Store, input: { id: number; tx?: Tx }): Promise<void> {
    if (!(await spec.model(input.tx ?? db()).findFirst({ where: scoped(store, input.id), select: { id: true } }))) throw missing(store);
  }

  return {
    find,
    lock,
    assertExists,

    /** The store's record in its contract shape. */
    async read(store: Store, input: { id: number }, ...context: Context<C>): Promise<Out> {
      return spec.serialize(await find(store, input), context[0] as C);
    },

    /**
     * A page of the store's records (`where` narrows them) in the record's order, and their count
     * over every page; without a page (a documented list answered whole), every record.
     */
    async list(store: Store, input: { page?: Page; where?: object }, ...context: Context<C>): Promise<Listed<Out>> {
      const where = { ...input.where, storeId: store.id };
      const { items, total } = await wholeOrPage(
        input.page,
        (window) => spec.model(db()).findMany({ where, select: spec.select, include: spec.include, orderBy: spec.orderBy, ...window }),
        () => spec.model(db()).count({ where }),
      );
      return { rows: items.map((row) => spec.serialize(row as Row, context[0] as C)), total };
    },

    /** A write of the store's row in one transaction: `write` is given the row as it is (locked with `lock`), and may refuse. */
    async change<T>(store: Store, input: { id: number; lock?: boolean; write: (tx: Tx, current: Row) => Promise<T> }): Promise<T> {
      return db().$transaction(async (tx) => input.write(tx, await (input.lock ? lock : find)(store, { id: input.id, tx })));
    },

    /** Deletes the store's row, once the record's rules let it. */
    async remove(store: Store, input: Removal<Row>): Promise<void> {
      await db().$transaction(async (tx) => {
        const current = await (input.lock ? lock : find)(store, { id: input.id, tx });
        if (await input.keptBy?.(tx, current)) throw input.refused!();
        const { count } = await spec.model(tx).deleteMany({ where: { ...scoped(store, input.id), ...input.onlyWhere } });
        if (!count) throw input.refused?.() ?? missing(store);
      });
    },
  };
}
