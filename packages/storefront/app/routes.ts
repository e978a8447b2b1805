import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { CONTENT_PAGES } from '@nirmal/domain/contract';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('consent', 'routes/consent.ts'),
  route('amc/my-devices', 'routes/my-devices.tsx'),
  route('amc/my-device', 'routes/my-device.tsx'),
  // One module shows the plans at both of §2's addresses.
  route('amc-plans', 'routes/amc-plans.tsx', { id: 'amc-plans' }),
  route('amc-service-plans', 'routes/amc-plans.tsx', { id: 'amc-service-plans' }),
  route('amc/select-duration', 'routes/select-duration.tsx'),
  // One module serves both agent pages; each serves one staff role (issue 22).
  route('amc/cc/agent', 'routes/agent.tsx', { id: 'agent-call-centre' }),
  route('amc/cro/agent', 'routes/agent.tsx', { id: 'agent-cro' }),
  route('service', 'routes/service.tsx'),
  route('statusTracking', 'routes/status-tracking.tsx'),
  route('rateProfessional', 'routes/rate-professional.tsx'),
  route('freeservice', 'routes/free-service.tsx'),
  // One module books a home demo at both of §2's addresses.
  route('bookafreehomedemo', 'routes/book-a-demo.tsx', { id: 'bookafreehomedemo' }),
  route('book-a-demo', 'routes/book-a-demo.tsx', { id: 'book-a-demo' }),
  route('c/*', 'routes/category.tsx'),
  route('search', 'routes/search.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap', 'routes/sitemap-page.tsx'),
  // One module renders every content page, each at its own path.
  ...CONTENT_PAGES.filter((slug) => slug !== 'customer-service-and-amc').map((slug) =>
    route(slug, 'routes/content-page.tsx', { id: `content-page/${slug}` }),
  ),
  // The service and AMC page leads a signed-in customer on to their devices' plans.
  route('customer-service-and-amc', 'routes/service-and-amc.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/category/:categoryId', 'routes/blog-category.tsx'),
  route('blog/:blogId', 'routes/blog-post.tsx'),
  route('stores', 'routes/stores.tsx'),
  route('s/:storeId', 'routes/store.tsx'),
  route('dp/*', 'routes/product.tsx'),
  route('ecom/cart', 'routes/cart.tsx'),
  route('ecom/checkout', 'routes/checkout.tsx'),
  route('easyrewardz/index/couponlist', 'routes/coupon-list.tsx'),
  route('ecom/payment/status/:orderId', 'routes/payment-status.tsx'),
  route('ecom/payment/:orderId', 'routes/payment.tsx'),
  // A payment link staff sent by SMS (issue 22): on to its order's payment page.
  route('pay/:linkId', 'routes/pay.tsx'),
  route('payment/success', 'routes/payment-success.tsx'),
  route('payment/failure', 'routes/payment-failure.tsx'),
  route('payment/orderfailed', 'routes/payment-order-failed.tsx'),
  route('ecom/orders', 'routes/orders.tsx'),
  route('ecom/order/:orderItemId', 'routes/order.tsx'),
  route('ecom/review/:productId', 'routes/write-review.tsx'),
  route('subscription/order/history', 'routes/plan-orders.tsx'),
  route('customer/account/index', 'routes/account.tsx'),
  route('account/profile', 'routes/account-profile.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
