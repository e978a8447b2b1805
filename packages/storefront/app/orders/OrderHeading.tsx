import styled from 'styled-components';

/**
 * An order's number is never broken across lines, and on a narrow phone it is drawn a little
 * smaller, so that its sixteen characters fit one line beside the page's margins.
 */
const OrderNumber = styled.span`
  white-space: nowrap;
  font-size: min(1em, 6.5vw);
`;

/** The order page's heading, "Order OD…", its number kept whole. */
export function OrderHeading({ orderId }: { orderId: string }) {
  return (
    <h1>
      Order <OrderNumber>{orderId}</OrderNumber>
    </h1>
  );
}
