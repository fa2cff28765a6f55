import type { z } from "zod";
import { managementListSchema, successOnlySchema, successSchema } from "../core/envelopes";
import type { Refusal } from "../core/errors";
import { idParams } from "../core/ids";
import { pageOf, type Listed, type Page } from "../core/paging";
import type { Store } from "../db/generated/client";
import { envelopeD, success, succeeded, type KeptQuery } from "./envelopes";
import { adminRoute, type DocumentedHandler } from "./route";

// The kit for a record a store owns (admin-api.md's management convention): from the record's
// definition, the route handlers of its collection (GET a page in shape D, POST a create, 201) and
// of one record (GET, PUT with PATCH semantics, DELETE answered `{success: true}`), each through
// `adminRoute`. The domain's functions return data; the envelopes are built here. A route file
// exports them: `export const { GET, POST } = supplierRoutes.collection;`.

/** What every domain function of a record is given beside its own input: where the request came from, and who sent it. */
export type Asked = { platformOrigin: string; ownerId: number };

type PageQuery = { page: number; per_page: number };
/** A list query's parameters beside the page. */
export type Filters<Q> = Omit<Q, keyof PageQuery>;

type Run<I, O> = (store: Store, input: I & Asked) => Promise<O>;

type Action<R> = {
  /** One line for the API reference. */
  summary: string;
  /** What the domain may refuse beyond the record's 404. */
  refusals?: Refusal[];
} & R;

/** A delete, for a record that is not only ever deactivated. */
type Removal = Action<{ run: Run<{ id: number }, void> }>;

export type RecordDefinition<R, B, P, Q extends PageQuery, S extends object, D extends Removal | undefined> = {
  /** The record in its contract shape: the answers' schemas are built of it. */
  record: z.ZodType<R>;
  /** The 404 of an id that is not one of the store's records. */
  notFound: Refusal;
  /** A collection under a record of another kind (`/shipping-zones/{id}/rates`): its 404, and the input its `{id}` makes. */
  parent?: { notFound: Refusal; scope: (id: number) => S };
  list: Action<{
    query: z.ZodType<Q>;
    /** The list's path on the platform's host, for shape D's links. */
    path: (scope: S) => string;
    /** The query parameters the page links keep, besides the page. */
    keep?: (query: Q) => KeptQuery;
    run: Run<{ page: Page; filters: Filters<Q> } & S, Listed<R>>;
  }>;
  create: Action<{ body: z.ZodType<B>; run: Run<{ fields: B } & S, R> }>;
  find: Action<{ run: Run<{ id: number }, R> }>;
  update: Action<{ body: z.ZodType<P>; run: Run<{ id: number; patch: P }, R> }>;
  remove?: D;
};

/** A record's own routes: GET and PUT, and DELETE when it has a delete. */
type OneRoutes<D> = { GET: DocumentedHandler; PUT: DocumentedHandler } & (D extends Removal ? { DELETE: DocumentedHandler } : object);

/** The handlers of a record's routes: `collection` for its list's path, `one` for `/{id}`. */
export function recordRoutes<R, B, P, Q extends PageQuery, S extends object = Record<never, never>, D extends Removal | undefined = undefined>(
  definition: RecordDefinition<R, B, P, Q, S, D>,
) {
  const { record, notFound, parent, list, create, find, update, remove } = definition;
  const recordResponse = successSchema({ data: record });
  const scope = (params: { id: number } | undefined) => (parent && params ? parent.scope(params.id) : ({} as S));
  const asked = (origin: string, owner: { id: number }): Asked => ({ platformOrigin: origin, ownerId: owner.id });
  // Under a parent, the collection's `{id}` is the parent's, and so is its 404.
  const within = parent ? { params: idParams, refusals: [parent.notFound] } : { params: undefined, refusals: [] };

  const collection = {
    GET: adminRoute(
      {
        summary: list.summary,
        params: within.params,
        query: list.query,
        response: managementListSchema(record),
        refusals: [...within.refusals, ...(list.refusals ?? [])],
      },
      async ({ store, owner, params, query, origin }) => {
        const { page, per_page, ...filters } = query;
        const at = pageOf({ page, per_page });
        const inScope = scope(params);
        const { rows, total } = await list.run(store, { page: at, filters, ...inScope, ...asked(origin, owner) });
        return { ...success(rows), ...envelopeD(at, total, `${origin}${list.path(inScope)}`, list.keep?.(query)) };
      },
    ),
    POST: adminRoute(
      {
        summary: create.summary,
        status: 201,
        params: within.params,
        body: create.body,
        response: recordResponse,
        refusals: [...within.refusals, ...(create.refusals ?? [])],
      },
      async ({ store, owner, params, body, origin }) => success(await create.run(store, { fields: body, ...scope(params), ...asked(origin, owner) })),
    ),
  };

  const one: Record<string, DocumentedHandler> = {
    GET: adminRoute(
      { summary: find.summary, params: idParams, response: recordResponse, refusals: [notFound, ...(find.refusals ?? [])] },
      async ({ store, owner, params, origin }) => success(await find.run(store, { id: params.id, ...asked(origin, owner) })),
    ),
    PUT: adminRoute(
      { summary: update.summary, params: idParams, body: update.body, response: recordResponse, refusals: [notFound, ...(update.refusals ?? [])] },
      async ({ store, owner, params, body, origin }) => success(await update.run(store, { id: params.id, patch: body, ...asked(origin, owner) })),
    ),
  };
  if (remove) {
    one.DELETE = adminRoute(
      { summary: remove.summary, params: idParams, response: successOnlySchema, refusals: [notFound, ...(remove.refusals ?? [])] },
      async ({ store, owner, params, origin }) => {
        await remove.run(store, { id: params.id, ...asked(origin, owner) });
        return succeeded();
      },
    );
  }

  return { collection, one: one as OneRoutes<D> };
}
