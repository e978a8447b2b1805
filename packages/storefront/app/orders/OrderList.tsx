import { EmptyState, Link, OrderCard, Skeleton, Stack } from '@nirmal/design-system';
import { indiaDay, rupeesFromPaise } from '@nirmal/domain';
import type { OrderList as OrderListData } from '@nirmal/domain/contract';
import type { ReactNode } from 'react';
import { orderPath } from '../payment/paths.ts';
import { statusLabelOf } from './order-status.ts';

function OrderCardSkeleton() {
  return (
    <Stack gap={2}>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
      <Skeleton shape="rect" height="4rem" />
    </Stack>
  );
}

/**
 * A page of orders as cards, newest first, with links to the pages before and after. While new
 * filters load the cards give way to placeholders; with none, the empty state says what to do.
 */
export function OrderList({
  list,
  loading,
  pageHref,
  empty,
}: {
  list: OrderListData;
  loading: boolean;
  pageHref: (page: number) => string;
  empty: ReactNode;
}) {
  if (loading) {
    return (
      <Stack as="ul" gap={4} aria-busy="true" aria-label="Loading your orders">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <OrderCardSkeleton />
          </li>
        ))}
      </Stack>
    );
  }
  if (list.orders.length === 0) return <>{empty}</>;
  const pages = Math.ceil(list.total / list.pageSize);
  return (
    <Stack gap={4}>
      <Stack as="ul" gap={4} aria-label="Your orders">
        {list.orders.map((order) => {
          const status = statusLabelOf(order);
          return (
            <li key={order.orderId}>
              <OrderCard
                orderId={order.orderId}
                orderDate={indiaDay(order.placedAt)}
                items={order.lines.map(({ name, quantity, imageUrl }) => ({
                  name,
                  quantity,
                  imageSrc: imageUrl,
                }))}
                status={status.label}
                statusTone={status.tone}
                total={rupeesFromPaise(order.amountPaise)}
                href={orderPath(order.orderId)}
                headingLevel="h2"
              />
            </li>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Stack as="nav" direction="row" justify="between" aria-label="Pages of orders">
          {list.page > 1 ? <Link href={pageHref(list.page - 1)}>Newer orders</Link> : <span />}
          <span>{`Page ${list.page} of ${pages}`}</span>
          {list.page < pages ? <Link href={pageHref(list.page + 1)}>Older orders</Link> : <span />}
        </Stack>
      )}
    </Stack>
  );
}

export const noOrdersYet = (
  <EmptyState
    title="No orders yet"
    description="Orders you place on Nirmal show here, with their status and invoice."
    action={
      <Link href="/" variant="standalone">
        Start shopping
      </Link>
    }
  />
);
