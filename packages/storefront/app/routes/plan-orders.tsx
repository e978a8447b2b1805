import { EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, orderQueries } from '@nirmal/domain';
import type { OrderListQuery } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { OrderList } from '../orders/OrderList.tsx';
import { ORDERS_PATH, PLAN_ORDERS_PATH } from '../payment/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/plan-orders';

export const meta: Route.MetaFunction = () => [
  { title: 'AMC plan orders | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { orders } = requestState(context).clients;
  const page = Number(url.searchParams.get('page'));
  const query: OrderListQuery = { kind: 'plan', page: Number.isInteger(page) && page > 1 ? page : 1 };
  const dehydratedState = await signedInOnly(url, () => prefetch(context, orderQueries.list(orders, query)));
  return { query, dehydratedState };
}

/** The customer's AMC plan orders (§2 /subscription/order/history). */
export default function PlanOrders({ loaderData: { query, dehydratedState } }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <PlanOrderList query={query} />
    </HydrationBoundary>
  );
}

function PlanOrderList({ query }: { query: OrderListQuery }) {
  const { orders } = useClients();
  const { data: list } = useSuspenseQuery(orderQueries.list(orders, query));
  const navigation = useNavigation();
  return (
    <Stack gap={5}>
      <Stack direction="row" justify="between" align="center" wrap>
        <h1>AMC plan orders</h1>
        <Link href={ORDERS_PATH}>Product orders</Link>
      </Stack>
      <OrderList
        list={list}
        loading={navigation.state === 'loading' && navigation.location.pathname === PLAN_ORDERS_PATH}
        pageHref={(page) => `${PLAN_ORDERS_PATH}?page=${page}`}
        empty={
          <EmptyState
            title="No plan orders yet"
            description="AMC plans you buy for your devices show here."
            action={
              <Link href={DEVICES_PATH} variant="standalone">
                My devices
              </Link>
            }
          />
        }
      />
    </Stack>
  );
}
