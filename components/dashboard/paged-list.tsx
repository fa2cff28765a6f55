"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { api, queryString, type ListPage } from "@/lib/dashboard/api-client";
import type { ResourceKeys } from "@/lib/dashboard/query-keys";
import { Card, PageHeader, Pager } from "./ui/layout";
import { QueryState } from "./ui/feedback";
import { FilterSelect } from "./ui/fields";

type Filters = Record<string, string | number> & { search?: string };

/**
 * A list the API pages on the server (`/orders`, `/products`, ...: its resource's keys say where), with its filters: a change of
 * filter goes back to page 1; the search is deferred while it is typed; the last page stays shown
 * while the next loads. `load` reads a page given in another of the contract's shapes (the
 * galleries' shape A, a documented bare array) as the management lists' envelope.
 */
export function usePagedList<T, F extends Filters>(resource: ResourceKeys, initial: F, load: (address: string) => Promise<ListPage<T>> = api) {
  const [filters, setFilters] = useState<F & { page: number }>({ ...initial, page: 1 });
  const search = useDeferredValue(filters.search);
  const queryKey = resource.list({ ...filters, search });
  const query = useQuery({
    queryKey,
    queryFn: () => load(`${resource.path}${queryString({ ...filters, search })}`),
    placeholderData: keepPreviousData,
  });
  const set = (change: Partial<F>) => setFilters({ ...filters, ...change, page: 1 });
  const setPage = (page: number) => setFilters({ ...filters, page });
  /** After adding a record that the list orders last: the page where it is. */
  const showAdded = () => query.data && setPage(Math.ceil((query.data.meta.total + 1) / query.data.meta.per_page));
  return { filters, set, query, queryKey, setPage, showAdded };
}

/** The list's rows, or what stands for them (loading, a failure, nothing), and the pager under them when there is more than one page. */
export function PagedResults<T>({
  list,
  children,
}: {
  list: Pick<ReturnType<typeof usePagedList<T, Filters>>, "query" | "setPage">;
  children: (rows: T[]) => React.ReactNode;
}) {
  const { query, setPage } = list;
  return (
    <>
      <QueryState loading={query.isPending} error={query.error} empty={query.data?.data.length === 0} />
      {query.data && query.data.data.length > 0 ? (
        <>
          {children(query.data.data)}
          {query.data.meta.last_page > 1 || query.data.meta.current_page > 1 ? (
            <Pager page={query.data.meta.current_page} pages={query.data.meta.last_page} onPage={setPage} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** A screen of one list whose filter is its records' state (returns, reviews): the title, the filter, the rows and the pager. */
export function StateListScreen<T>({
  title,
  filter,
  list,
  children,
}: {
  title: string;
  filter: { label: string; states: readonly string[]; stateLabel: (state: string) => string };
  list: ReturnType<typeof usePagedList<T, { status: string }>>;
  children: (rows: T[]) => React.ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} />
      <Card>
        <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
          <FilterSelect
            label={filter.label}
            value={list.filters.status}
            onChange={(status) => list.set({ status })}
            options={filter.states.map((state) => ({ value: state, label: filter.stateLabel(state) }))}
          />
        </div>
        <PagedResults list={list}>{children}</PagedResults>
      </Card>
    </div>
  );
}
