import { Button, EmptyState, Link, Select, Stack } from '@nirmal/design-system';
import { indiaDay, orderQueries } from '@nirmal/domain';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderListQuery } from '@nirmal/domain/contract';
import { useRef } from 'react';
import { Form, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { OrderList, noOrdersYet } from '../orders/OrderList.tsx';
import { STATUS_FILTERS, TIME_FILTERS, type StatusFilter, type TimeFilter } from '../orders/order-status.ts';
import { ORDERS_PATH, PLAN_ORDERS_PATH } from '../payment/paths.ts';
import { changedControlState, useRefocusChanged } from '../routing/refocus-changed.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [
  { title: 'My orders | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

const DAY_MS = 86_400_000;

const isStatusFilter = (value: string | null): value is StatusFilter =>
  value !== null && Object.hasOwn(STATUS_FILTERS, value);
const isTimeFilter = (value: string | null): value is TimeFilter =>
  value !== null && Object.hasOwn(TIME_FILTERS, value);

/** The filters in the address; anything not one of them is no filter. */
function filtersOf(search: URLSearchParams) {
  const status = search.get('status');
  const within = search.get('within');
  const page = Number(search.get('page'));
  return {
    status: isStatusFilter(status) ? status : null,
    within: isTimeFilter(within) ? within : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { orders } = requestState(context).clients;
  const { status, within, page } = filtersOf(url.searchParams);
  // Made once, here, so the page reads the list by the very key the server filled.
  const query: OrderListQuery = {
    kind: 'product',
    status: status ? [...STATUS_FILTERS[status].statuses] : undefined,
    from: within ? indiaDay(new Date(Date.now() - Number(within) * DAY_MS)) : undefined,
    page,
  };
  const dehydratedState = await signedInOnly(url, () => prefetch(context, orderQueries.list(orders, query)));
  return { query, dehydratedState };
}

/**
 * The status and time filters: a plain GET form, sent as soon as one changes once JavaScript runs.
 * Each filtering is a step in the history, so Back undoes it; the form is drawn anew for each
 * address, so its choices are the address's after Back too, and the filter changed keeps the focus.
 */
function Filters() {
  const [search] = useSearchParams();
  const submit = useSubmit();
  const { status, within } = filtersOf(search);
  const form = useRef<HTMLFormElement>(null);
  useRefocusChanged(form);
  return (
    <Form
      key={search.toString()}
      ref={form}
      method="get"
      action={ORDERS_PATH}
      onChange={(event) =>
        void submit(event.currentTarget, {
          preventScrollReset: true,
          state: changedControlState(event.target),
        })
      }
    >
      <Stack direction="row" gap={3} align="end" wrap>
        <Select
          label="Status"
          name="status"
          defaultValue={status ?? ''}
          options={[
            { value: '', label: 'All orders' },
            ...Object.entries(STATUS_FILTERS).map(([value, { label }]) => ({ value, label })),
          ]}
        />
        <Select
          label="Placed"
          name="within"
          defaultValue={within ?? ''}
          options={[
            { value: '', label: 'Any time' },
            ...Object.entries(TIME_FILTERS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <noscript>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </noscript>
      </Stack>
    </Form>
  );
}

/** The customer's product orders (§2 /ecom/orders), filtered by status and time in the address. */
export default function Orders({ loaderData: { query, dehydratedState } }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <OrdersPage query={query} />
    </HydrationBoundary>
  );
}

function OrdersPage({ query }: { query: OrderListQuery }) {
  const { orders } = useClients();
  const { data: list } = useSuspenseQuery(orderQueries.list(orders, query));
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const filtered = search.has('status') || search.has('within');
  const loading = navigation.state === 'loading' && navigation.location.pathname === ORDERS_PATH;
  const pageHref = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `${ORDERS_PATH}?${next.toString()}`;
  };
  return (
    <Stack gap={5}>
      <Stack direction="row" justify="between" align="center" wrap>
        <h1>My orders</h1>
        <Link href={PLAN_ORDERS_PATH}>AMC plan orders</Link>
      </Stack>
      <Filters />
      <OrderList
        list={list}
        loading={loading}
        pageHref={pageHref}
        empty={
          filtered ? (
            <EmptyState
              title="No orders match these filters"
              description="Try another status or a longer time."
              action={
                <Link href={ORDERS_PATH} variant="standalone">
                  Show all orders
                </Link>
              }
            />
          ) : (
            noOrdersYet
          )
        }
      />
    </Stack>
  );
}
