import { Container, Stack } from '@nirmal/design-system';
import { demoAction } from '../demo/demo-action.server.ts';
import { DemoBooking } from '../demo/DemoBooking.tsx';
import type { Route } from './+types/book-a-demo';

export const meta: Route.MetaFunction = () => [
  { title: 'Book a free home demo | Nirmal' },
  {
    name: 'description',
    content:
      'See a Nirmal purifier or vacuum cleaner at work in your home: book a free demo in a slot that suits you.',
  },
];

export const action = ({ request }: Route.ActionArgs) => demoAction(request);

/** /bookafreehomedemo and /book-a-demo: open to every visitor, signed in or not. */
export default function BookADemo({ actionData }: Route.ComponentProps) {
  return (
    <Container>
      <Stack gap={5}>
        <Stack gap={2}>
          <h1>Book a free home demo</h1>
          <p>
            Our expert brings the product to your home, shows how it works with your water or air, and answers
            your questions. No charge, no obligation.
          </p>
        </Stack>
        <DemoBooking stage={actionData} />
      </Stack>
    </Container>
  );
}
