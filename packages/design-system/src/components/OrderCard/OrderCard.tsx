import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { ArrowRightIcon, PackageIcon } from '../../icons/index.tsx';
import { formatDate } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { Link } from '../Link/index.ts';
import { formatInr } from '@nirmal/format';
import {
  OrderCardFooter,
  OrderCardHeader,
  OrderCardRoot,
  OrderDetails,
  OrderItemImage,
  OrderItems,
  OrderStatus,
  OrderTitle,
  OrderTotal,
} from './OrderCard.styles.ts';

/** One product of an order. */
export type OrderCardItem = {
  /** The product's name. */
  name: string;
  /** How many were ordered. @default 1 */
  quantity?: number;
  /** Picture of the product (decorative: the name is beside it). @default undefined */
  imageSrc?: string | null;
};

/** Colour of the status, by what it means for the customer. */
export type OrderStatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type OrderCardProps = ComponentPropsWithRef<'article'> & {
  /** The order's number, e.g. "NRM-240518-0042". */
  orderId: string;
  /** Day it was placed, `YYYY-MM-DD`; shown as e.g. 18 May 2026. */
  orderDate: string;
  /** The products in the order. */
  items: ReadonlyArray<OrderCardItem>;
  /** The order's status as the order service words it, e.g. "Delivered". */
  status: ReactNode;
  /** Colour of the status. @default 'neutral' */
  statusTone?: OrderStatusTone;
  /** Amount paid, in rupees. */
  total: number;
  /** The order's detail page, e.g. `/ecom/order/123`. @default undefined */
  href?: string;
  /** Called when the details link is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Products listed before "+ n more". @default 3 */
  maxItems?: number;
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The heading. @default (orderId) => `Order ${orderId}` */
  titleText?: (orderId: string) => string;
  /** @default 'Placed on' */
  dateLabel?: string;
  /** @default 'Total' */
  totalLabel?: string;
  /** @default 'View order details' */
  detailsLabel?: string;
  /** A product line. @default (name, quantity) => quantity > 1 ? `${name} × ${quantity}` : name */
  itemText?: (name: string, quantity: number) => string;
  /** The line for products not listed. @default (count) => `+ ${count} more` */
  moreItemsText?: (count: number) => string;
};

const defaultTitleText = (orderId: string) => `Order ${orderId}`;
const defaultItemText = (name: string, quantity: number) => (quantity > 1 ? `${name} × ${quantity}` : name);
const defaultMoreItemsText = (count: number) => `+ ${count} more`;

/** An order in the customer's order history: number, date, products, status, total and details link. */
export function OrderCard({
  orderId,
  orderDate,
  items,
  status,
  statusTone = 'neutral',
  total,
  href,
  onLinkClick,
  maxItems = 3,
  headingLevel = 'h3',
  titleText = defaultTitleText,
  dateLabel = 'Placed on',
  totalLabel = 'Total',
  detailsLabel = 'View order details',
  itemText = defaultItemText,
  moreItemsText = defaultMoreItemsText,
  ...rest
}: OrderCardProps) {
  const titleId = useId();
  const shown = items.slice(0, maxItems);
  const hidden = items.length - shown.length;
  return (
    <OrderCardRoot aria-labelledby={titleId} {...rest} {...identity('OrderCard')}>
      <OrderCardHeader>
        <OrderTitle as={headingLevel} id={titleId}>
          {titleText(orderId)}
        </OrderTitle>
        <OrderStatus data-tone={statusTone}>{status}</OrderStatus>
      </OrderCardHeader>
      <OrderDetails>
        <div>
          <dt>{dateLabel}</dt>
          <dd>
            <time dateTime={orderDate}>{formatDate(orderDate)}</time>
          </dd>
        </div>
      </OrderDetails>
      <OrderItems>
        {shown.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <OrderItemImage>
              {item.imageSrc ? (
                <img src={item.imageSrc} alt="" loading="lazy" decoding="async" />
              ) : (
                <PackageIcon />
              )}
            </OrderItemImage>
            <span>{itemText(item.name, item.quantity ?? 1)}</span>
          </li>
        ))}
        {hidden > 0 && <li data-more>{moreItemsText(hidden)}</li>}
      </OrderItems>
      <OrderCardFooter>
        <OrderTotal>
          {totalLabel}
          <strong>{formatInr(total)}</strong>
        </OrderTotal>
        {href && (
          <Link
            href={href}
            variant="standalone"
            endIcon={<ArrowRightIcon />}
            onClick={onLinkClick}
            aria-describedby={titleId}
          >
            {detailsLabel}
          </Link>
        )}
      </OrderCardFooter>
    </OrderCardRoot>
  );
}
