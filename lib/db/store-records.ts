import { refusal, type DomainError, type Refusal } from "../core/errors";
import { wholeOrPage, type Listed, type Page } from "../core/paging";
import { db, type Tx } from "./client";
import { Prisma, type Store } from "./generated/client";

// The reads and writes every record a store owns makes alike, by `{id, storeId}`: a record of
// another store is no record (its 404). Each record's module names its model and gives its select,
// order, serializer and not-found message, and keeps its own rules (lib/catalog/suppliers.ts is the
// smallest example).

/** The models of records a store owns that the kit reads and writes, and their tables (for the row lock). */
const TABLES = {
  category: "categories",
  coupon: "coupons",
  currency: "currencies",
  paymentMethod: "payment_methods",
  pickupPoint: "pickup_points",
  shippingRate: "shipping_rates",
  shippingZone: "shipping_zones",
  supplier: "suppliers",
  campaign: "campaigns",
  platform: "platforms",
  post: "posts",
  resolution: "resolutions",
  template: "templates",
  templateCategory: "template_categories",
  webhookEndpoint: "webhook_endpoints",
  importJob: "imports",
  returnRequest: "returns",
  review: "reviews",
  /** The store's people: its owner and staff (lib/staff). */
  owner: "owners",
} as const;
export type StoreModelName = keyof typeof TABLES;

/** The calls of a Prisma model that these helpers make. */
export type StoreModel = {
  findFirst(args: { where: object; select?: object; include?: object }): Promise<unknown>;
  findMany(args: { where: object; select?: object; include?: object; orderBy: object; skip?: number; take?: number }): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
  deleteMany(args: { where: object }): Promise<{ count: number }>;
  create(args: { data: never; select: { id: true } }): Promise<unknown>;
  update(args: { where: object; data: object }): Promise<unknown>;
};

/** The columns a create, or an update, of the model gives, as Prisma types them. */
type CreateData<M> = M extends { create(args: infer A): unknown } ? (A extends { data: infer D } ? D : never) : never;
type UpdateData<M> = M extends { update(args: infer A): unknown } ? (A extends { data: infer D } ? D : never) : never;

export type StoreRecordSpec<Row, Out, C, I> = {
  /** What a read selects (every column when not given); `Row` is its payload. */
  select?: object;
  /** Or what a read includes besides every column (the counts, the names of the rows it refers to). */
  include?: object;
  /** The list's order. */
  orderBy: object | object[];
  /** The 404's message in the store's language. */
  notFound: (language: string) => string;
  /** The 404 the routes name, when records share one (the marketing records); else made of the model's name and the English message. */
  refusal?: Refusal;
  /** The row in its contract shape; `context` is what it needs beside the row (an origin, say). */
  serialize: (row: Row, context: C) => Out;
  /** The serializer's context, made of the store and what a read is given (`I`). */
  context?: (store: Store, input: I) => C | Promise<C>;
};

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

/** A record's words in the API reference: `shippingZone` is a shipping zone. */
const nounOf = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export function storeRecords<K extends StoreModelName, Row, Out, C = void, I extends object = object>(name: K, spec: StoreRecordSpec<Row, Out, C, I>) {
  type M = Tx[K];
  const model = (client: Tx) => client[name] as unknown as StoreModel;
  const notFound = spec.refusal ?? refusal("not_found", `No ${nounOf(name)} of the store has this id: \`${spec.notFound("en")}\``);
  const scoped = (store: Store, id: number) => ({ id, storeId: store.id });
  const missing = (store: Store) => notFound.error(spec.notFound(store.language));

  /** The store's row, else the record's 404. */
  async function find(store: Store, input: { id: number; tx?: Tx }): Promise<Row> {
    const row = await model(input.tx ?? db()).findFirst({ where: scoped(store, input.id), select: spec.select, include: spec.include });
    if (!row) throw missing(store);
    return row as Row;
  }

  /** The store's row, locked until the transaction ends: two writes of it take turns. */
  async function lock(store: Store, input: { id: number; tx: Tx }): Promise<Row> {
    await input.tx.$queryRaw`SELECT id FROM ${Prisma.raw(TABLES[name])} WHERE id = ${input.id} AND store_id = ${store.id} FOR UPDATE`;
    return find(store, input);
  }

  /** That the store has the row, else the record's 404. */
  async function assertExists(store: Store, input: { id: number; tx?: Tx }): Promise<void> {
    if (!(await model(input.tx ?? db()).findFirst({ where: scoped(store, input.id), select: { id: true } }))) throw missing(store);
  }

  /**
   * A write of the store's row in one transaction: `write` is given the row as it is (locked with
   * `lock`), checks the record's rules (it may refuse) and writes what it must.
   */
  async function change<T>(store: Store, input: { id: number; lock?: boolean; write: (tx: Tx, current: Row) => Promise<T> }): Promise<T> {
    return db().$transaction(async (tx) => input.write(tx, await (input.lock ? lock : find)(store, { id: input.id, tx })));
  }

  /** The store's record in its contract shape. */
  async function read(store: Store, input: I & { id: number }): Promise<Out> {
    const [row, context] = await Promise.all([find(store, input), spec.context?.(store, input)]);
    return spec.serialize(row, context as C);
  }

  return {
    /** The 404 of an id that is not one of the store's records, for the routes to name. */
    notFound,
    find,
    lock,
    assertExists,
    read,

    /**
     * A page of the store's records (`where` narrows them) in the record's order, and their count
     * over every page; without a page (a documented list answered whole), every record.
     */
    async list(store: Store, input: I & { page?: Page; where?: object }): Promise<Listed<Out>> {
      const where = { ...input.where, storeId: store.id };
      const [{ items, total }, context] = await Promise.all([
        wholeOrPage(
          input.page,
          (window) => model(db()).findMany({ where, select: spec.select, include: spec.include, orderBy: spec.orderBy, ...window }),
          () => model(db()).count({ where }),
        ),
        spec.context?.(store, input),
      ]);
      return { rows: items.map((row) => spec.serialize(row as Row, context as C)), total };
    },

    /**
     * A new row in one transaction, and the record it makes: `data` checks the record's rules (it
     * may refuse) and makes the columns, the store's id among them.
     */
    async create(store: Store, input: I & { data: (tx: Tx) => CreateData<M> | Promise<CreateData<M>> }): Promise<Out> {
      const created = await db().$transaction(async (tx) => model(tx).create({ data: (await input.data(tx)) as never, select: { id: true } }));
      return read(store, { ...input, id: (created as { id: number }).id });
    },

    change,

    /**
     * Changes the store's row in one transaction, and answers the record as it now is: `data` is
     * given the row as it is (locked with `lock`), checks the record's rules (it may refuse) and
     * makes the columns to write.
     */
    async update(
      store: Store,
      input: I & { id: number; lock?: boolean; data: (tx: Tx, current: Row) => UpdateData<M> | Promise<UpdateData<M>> },
    ): Promise<Out> {
      await change(store, {
        ...input,
        write: async (tx, current) => model(tx).update({ where: scoped(store, input.id), data: (await input.data(tx, current)) as object }),
      });
      return read(store, input);
    },

    /** Deletes the store's row, once the record's rules let it. */
    async remove(store: Store, input: Removal<Row>): Promise<void> {
      await change(store, {
        ...input,
        async write(tx, current) {
          if (await input.keptBy?.(tx, current)) throw input.refused!();
          const { count } = await model(tx).deleteMany({ where: { ...scoped(store, input.id), ...input.onlyWhere } });
          if (!count) throw input.refused?.() ?? missing(store);
        },
      });
    },
  };
}
