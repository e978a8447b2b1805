import { CartAdds } from './CartAdds.tsx';
import { Engagement } from './Engagement.tsx';
import { PageViews } from './PageViews.tsx';

/** Everything measured on every page once the visitor has agreed, loaded as one piece only then. */
export function Measurement() {
  return (
    <>
      <Engagement />
      <PageViews />
      <CartAdds />
    </>
  );
}
