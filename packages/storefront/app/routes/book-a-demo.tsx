import { Container, InlineAlert, Stack } from '@nirmal/design-system';
import { ProductError } from '@nirmal/domain';
import { DEMO_MESSAGES } from '@nirmal/domain/contract';
import { demoAction } from '../demo/demo-action.server.ts';
import { DemoBooking } from '../demo/DemoBooking.tsx';
import { useStageInHistory } from '../demo/stage-in-history.ts';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/book-a-demo';

export const meta: Route.MetaFunction = () => [
  { title: 'Book a free home demo | Nirmal' },
  {
    name: 'description',
    content:
      'See a Nirmal purifier or vacuum cleaner at work in your home: book a free demo in a slot that suits you.',
  },
];

export const action = ({ request, url }: Route.ActionArgs) => demoAction(request, url);

/**
 * A booking's confirmation (`?booked=DM-…`, where booking leads), shown again for as long as this
 * browser's number stays confirmed; after that, or for another number's, the SMS has it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const demoId = url.searchParams.get('booked');
  const choiceUnused = url.searchParams.has('unchanged');
  if (demoId === null) return { booked: null, unavailable: false, choiceUnused };
  try {
    return { booked: await requestState(context).clients.demo.get(demoId), unavailable: false, choiceUnused };
  } catch (error) {
    if (!(error instanceof ProductError) || error.status >= 500) throw error;
    return { booked: null, unavailable: true, choiceUnused };
  }
}

/** /bookafreehomedemo and /book-a-demo: open to every visitor, signed in or not. */
export default function BookADemo({ actionData, loaderData }: Route.ComponentProps) {
  const { booked, unavailable, choiceUnused } = loaderData;
  const stage = useStageInHistory(actionData);
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
        {unavailable && !actionData && <InlineAlert tone="info">{DEMO_MESSAGES.unknown}</InlineAlert>}
        <DemoBooking stage={stage ?? (booked ? { step: 'booked', demo: booked, choiceUnused } : undefined)} />
      </Stack>
    </Container>
  );
}
