import { z } from "zod";
import { managementListSchema, successOnlySchema, successSchema } from "../core/envelopes";
import type { Refusal } from "../core/errors";
import { idParams } from "../core/ids";
import { pageOf, type Listed, type Page } from "../core/paging";
import type { Store } from "../db/generated/client";
import { envelopeD, success, succeeded, type KeptQuery } from "./envelopes";
import { WithHeaders } from "./answer";
import { adminRoute } from "./route";
import type { DocumentedHandler } from "./route-doc";
import type { Area } from "../staff/roles";

// The kit for a record a store owns (admin-api.md's management convention): from the record's
// definition, the route handlers of its collection (GET a page in shape D, POST a create, 201) and
// of one record (GET, PUT with PATCH semantics, DELETE answered `{success: true}`), each through
// `adminRoute`. The domain's functions return data; the envelopes are built here. A route file
// exports them: `export const { GET, POST } = supplierRoutes.collection;`. The marketing records
// keep the older answers they were documented with (`countedRecordRoutes`).

/** What every domain function of a record is given beside its own input: where the request came from, and who sent it. */
type Asked = { platformOrigin: string; ownerId: number };

type PageQuery = { page: number; per_page: number };
/** A list query's parameters beside the page. */
type Filters<Q> = Omit<Q, keyof PageQuery>;

type Run<I, O> = (store: Store, input: I & Asked) => Promise<O>;

type Action<R> = {
  /** One line for the API reference. */
  summary: string;
  /** What the domain may refuse beyond the record's 404. */
  refusals?: Refusal[];
} & R;

/** A delete, for a record that is not only ever deactivated. */
type Removal = Action<{ run: Run<{ id: number }, void> }>;

/** What a record's definition gives in either style: its shape, its 404, and the actions on one record. */
type RecordActions<R, B, P, S, D> = {
  /** The area of the store the record belongs to: its reads need the area's read, its writes the area's write. */
  permission: Area;
  /** The record in its contract shape: the answers' schemas are built of it. */
  record: z.ZodType<R>;
  /** The 404 of an id that is not one of the store's records. */
  notFound: Refusal;
  create: Action<{ body: z.ZodType<B>; run: Run<{ fields: B } & S, R> }>;
  find: Action<{ run: Run<{ id: number }, R> }>;
  update: Action<{ body: z.ZodType<P>; run: Run<{ id: number; patch: P }, R> }>;
  remove?: D;
};

export type RecordDefinition<R, B, P, Q extends PageQuery, S extends object, D extends Removal | undefined> = RecordActions<R, B, P, S, D> & {
  /** A collection under a record of another kind (`/shipping-zones/{id}/rates`): its 404, its read, and the input its `{id}` makes. */
  parent?: { notFound: Refusal; find: Run<{ id: number }, unknown>; scope: (id: number) => S };
  list: Action<{
    query: z.ZodType<Q>;
    /** The list's path on the platform's host, for shape D's links; under a parent, made of its scope. */
    path: string | ((scope: S) => string);
    /** The query parameters the page links keep, besides the page. */
    keep?: (query: Q) => KeptQuery;
    run: Run<{ page: Page; filters: Filters<Q> } & S, Listed<R>>;
  }>;
};

/**
 * A record of the older documented style: its list whole unless `page` or `per_page` is sent
 * (`optionalPageQuery`), its count over every page in `X-Total-Count`; the list and each record
 * bare, or with `wrapped` each in `{success: true, data}`.
 */
export type CountedRecordDefinition<R, B, P, F, D extends Removal | undefined> = RecordActions<R, B, P, Record<never, never>, D> & {
  wrapped?: boolean;
  list: Action<{
    query: z.ZodType<{ page?: Page } & F>;
    /** What `X-Total-Count` counts, for the reference. */
    total: string;
    run: Run<{ page?: Page; filters: F }, Listed<R>>;
  }>;
};

/** A record's own routes: GET and PUT, and DELETE when it has a delete. */
type OneRoutes<D> = { GET: DocumentedHandler; PUT: DocumentedHandler } & (D extends Removal ? { DELETE: DocumentedHandler } : object);

const asked = (origin: string, owner: { id: number }): Asked => ({ platformOrigin: origin, ownerId: owner.id });

/**
 * The parse step's check that the path's record is the owner's store's (lib/api/input.ts, `owned`):
 * the record's own read, so that its 404 comes before anything the body says is checked.
 */
const ownedBy =
  (find: Run<{ id: number }, unknown>) =>
  ({ store, owner, origin }: { store: Store; owner: { id: number }; origin: string }, params: { id: number }) =>
    find(store, { id: params.id, ...asked(origin, owner) });

/** How a style answers a record: its schema, and the body made of it. */
type RecordAnswer = { response: z.ZodType; body: (record: unknown) => unknown };
const wrappedAnswer = (record: z.ZodType): RecordAnswer => ({ response: successSchema({ data: record }), body: success });

/** The handlers of a record's routes: `collection` for its list's path, `one` for `/{id}`. */
export function recordRoutes<R, B, P, Q extends PageQuery, S extends object = Record<never, never>, D extends Removal | undefined = undefined>(
  definition: RecordDefinition<R, B, P, Q, S, D>,
) {
  const { record, parent, list, create, permission } = definition;
  const answer = wrappedAnswer(record);
  const scope = (params: { id: number } | undefined) => (parent && params ? parent.scope(params.id) : ({} as S));
  // Under a parent, the collection's `{id}` is the parent's, and so is its 404.
  const within = parent
    ? { params: idParams, refusals: [parent.notFound], owned: ownedBy(parent.find) }
    : { params: undefined, refusals: [], owned: undefined };

  const collection = {
    GET: adminRoute(
      {
        permission,
        summary: list.summary,
        params: within.params,
        owned: within.owned,
        query: list.query,
        response: managementListSchema(record),
        refusals: [...within.refusals, ...(list.refusals ?? [])],
      },
      async ({ store, owner, params, query, origin }) => {
        const { page, per_page, ...filters } = query;
        const at = pageOf({ page, per_page });
        const inScope = scope(params);
        const { rows, total } = await list.run(store, { page: at, filters, ...inScope, ...asked(origin, owner) });
        return { ...success(rows), ...envelopeD(at, total, `${origin}${typeof list.path === "string" ? list.path : list.path(inScope)}`, list.keep?.(query)) };
      },
    ),
    POST: adminRoute(
      {
        permission,
        summary: create.summary,
        status: 201,
        params: within.params,
        owned: within.owned,
        body: create.body,
        response: answer.response,
        refusals: [...within.refusals, ...(create.refusals ?? [])],
      },
      async ({ store, owner, params, body, origin }) => answer.body(await create.run(store, { fields: body, ...scope(params), ...asked(origin, owner) })),
    ),
  };

  return { collection, one: oneRecordRoutes(definition, answer) };
}

/** The handlers of a record of the older documented style (`CountedRecordDefinition`). */
export function countedRecordRoutes<R, B, P, F, D extends Removal | undefined = undefined>(definition: CountedRecordDefinition<R, B, P, F, D>) {
  const { record, wrapped, list, create, permission } = definition;
  const answer: RecordAnswer = wrapped ? wrappedAnswer(record) : { response: record, body: (found) => found };
  const collection = {
    GET: adminRoute(
      {
        permission,
        summary: list.summary,
        query: list.query,
        response: wrapped ? successSchema({ data: z.array(record) }) : z.array(record),
        successHeaders: { "X-Total-Count": list.total },
        refusals: list.refusals,
      },
      async ({ store, owner, query, origin }) => {
        const { page, ...filters } = query;
        const { rows, total } = await list.run(store, { page, filters: filters as F, ...asked(origin, owner) });
        return new WithHeaders(wrapped ? success(rows) : rows, { "X-Total-Count": String(total) });
      },
    ),
    POST: adminRoute(
      { permission, summary: create.summary, status: 201, body: create.body, response: answer.response, refusals: create.refusals },
      async ({ store, owner, body, origin }) => answer.body(await create.run(store, { fields: body, ...asked(origin, owner) })),
    ),
  };
  return { collection, one: oneRecordRoutes(definition, answer) };
}

/** `/{id}`: GET, PUT with PATCH semantics, and DELETE (answered `{success: true}`) when the record has one. */
function oneRecordRoutes<R, B, P, S, D extends Removal | undefined>(definition: RecordActions<R, B, P, S, D>, answer: RecordAnswer) {
  const { notFound, find, update, remove, permission } = definition;
  const owned = ownedBy(find.run);
  const one: Record<string, DocumentedHandler> = {
    GET: adminRoute(
      { permission, summary: find.summary, params: idParams, response: answer.response, refusals: [notFound, ...(find.refusals ?? [])] },
      async ({ store, owner, params, origin }) => answer.body(await find.run(store, { id: params.id, ...asked(origin, owner) })),
    ),
    PUT: adminRoute(
      {
        permission,
        summary: update.summary,
        params: idParams,
        owned,
        body: update.body,
        response: answer.response,
        refusals: [notFound, ...(update.refusals ?? [])],
      },
      async ({ store, owner, params, body, origin }) => answer.body(await update.run(store, { id: params.id, patch: body, ...asked(origin, owner) })),
    ),
  };
  if (remove) {
    one.DELETE = adminRoute(
      { permission, summary: remove.summary, params: idParams, owned, response: successOnlySchema, refusals: [notFound, ...(remove.refusals ?? [])] },
      async ({ store, owner, params, origin }) => {
        await remove.run(store, { id: params.id, ...asked(origin, owner) });
        return succeeded();
      },
    );
  }
  return one as OneRoutes<D>;
}
