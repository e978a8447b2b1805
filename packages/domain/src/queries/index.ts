export { catalogueQueries } from './catalogue.ts';
export { contentQueries } from './content.ts';
export { CUSTOMER_SCOPE, removeCustomerQueries } from './customer-scope.ts';
export { defineQuery } from './define-query.ts';
export type { DomainQuery, DomainQueryMeta } from './define-query.ts';
export { deviceQueries } from './devices.ts';
export { addressQueries, invalidateOrder, orderQueries, paymentQueries } from './orders.ts';
