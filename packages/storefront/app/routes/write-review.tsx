import { Button, InlineAlert, Link, ReviewForm, Stack } from '@nirmal/design-system';
import { ProductError } from '@nirmal/domain';
import { REVIEW_LIMITS, REVIEW_MESSAGES, productIdSchema, type ReviewInput } from '@nirmal/domain/contract';
import { data, Form, redirect, useNavigation, useSubmit } from 'react-router';
import { productPath } from '../catalogue/ProductGrid.tsx';
import { REVIEWS_ANCHOR } from '../reviews/paths.ts';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import type { Route } from './+types/write-review';

const FIELDS = ['rating', 'title', 'text'] as const;

/** The customer's standing on the product: may they review it, and their review. */
function myReview({ params, url, context }: Pick<Route.LoaderArgs, 'params' | 'url' | 'context'>) {
  if (!productIdSchema.safeParse(params.productId).success) throw data(null, { status: 404 });
  const { reviews } = requestState(context).clients;
  return signedInOnly(url, () => reviews.mine(params.productId));
}

export async function loader(args: Route.LoaderArgs) {
  const mine = await myReview(args);
  // The product's address comes with the data, so the page's code leaves out the catalogue's.
  return { mine, productUrl: productPath(mine.product.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.mine.review ? 'Edit your review' : 'Write a review'} | Nirmal` },
  { name: 'robots', content: 'noindex' },
];

/** The server's refusal, under the field it is about when it names one. */
function refusal(message: string): {
  message: string;
  errors: Partial<Record<(typeof FIELDS)[number], string>>;
} {
  const field = FIELDS.find((name) => message.includes(REVIEW_MESSAGES[name]));
  return { message, errors: field ? { [field]: REVIEW_MESSAGES[field] } : {} };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await postedForm(request);
  const { product, review } = await myReview(args);
  const { reviews } = requestState(context).clients;
  const backToProduct = redirect(`${productPath(product.slug)}#${REVIEWS_ANCHOR}`);
  try {
    if (form.get('intent') === 'delete') {
      if (review) await reviews.remove(review.reviewId);
      return backToProduct;
    }
    const input: ReviewInput = {
      rating: Number(form.get('rating') ?? 0),
      title: String(form.get('title') ?? ''),
      text: String(form.get('text') ?? ''),
    };
    await (review ? reviews.change(review.reviewId, input) : reviews.write(product.productId, input));
    return backToProduct;
  } catch (error) {
    if (error instanceof ProductError && error.status >= 400 && error.status < 500) {
      return data(refusal(error.message), { status: error.status });
    }
    throw error;
  }
}

/**
 * Writing a review of a product delivered to the customer, or changing or deleting the one they
 * wrote; then back to the product's reviews. The form posts without JavaScript too.
 */
export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const { mine, productUrl } = loaderData;
  const { product, canReview, review } = mine;
  const submit = useSubmit();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const heading = review ? 'Edit your review' : 'Write a review';
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1>{heading}</h1>
        <p>
          <Link href={productUrl}>{product.name}</Link>
        </p>
      </Stack>
      {!review && !canReview ? (
        <InlineAlert tone="info">{REVIEW_MESSAGES.notDelivered}</InlineAlert>
      ) : (
        <>
          <ReviewForm
            method="post"
            aria-label={heading}
            defaultValue={review ?? undefined}
            errors={actionData?.errors}
            error={actionData?.message}
            submitting={sending === 'save'}
            titleLength={{ min: REVIEW_LIMITS.titleMin, max: REVIEW_LIMITS.titleMax }}
            textLength={{ min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax }}
            ratingMessage={REVIEW_MESSAGES.rating}
            titleMessage={() => REVIEW_MESSAGES.title}
            textMessage={() => REVIEW_MESSAGES.text}
            submitLabel={review ? 'Save changes' : 'Submit review'}
            onSubmit={(event) => {
              event.preventDefault();
              submit(event.currentTarget);
            }}
          >
            <input type="hidden" name="intent" value="save" />
          </ReviewForm>
          {review && (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="danger" loading={sending === 'delete'}>
                Delete your review
              </Button>
            </Form>
          )}
        </>
      )}
    </Stack>
  );
}
