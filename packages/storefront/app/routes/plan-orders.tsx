import { EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH } from '@nirmal/domain';
import { useNavigation } from 'react-router';
import { OrderList } from '../orders/OrderList.tsx';
import { ORDERS_PATH, PLAN_ORDERS_PATH } from '../payment/paths.ts';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import type { Route } from './+types/plan-orders';

export const meta: Route.MetaFunction = () => [
  { title: 'AMC plan orders | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { orders } = requestState(context).clients;
  const page = Number(url.searchParams.get('page'));
  const list = await signedInOnly(url, () =>
    orders.list({ kind: 'plan', page: Number.isInteger(page) && page > 1 ? page : 1 }),
  );
  return { list };
}

/** The customer's AMC plan orders (§2 /subscription/order/history). */
export default function PlanOrders({ loaderData: { list } }: Route.ComponentProps) {
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
