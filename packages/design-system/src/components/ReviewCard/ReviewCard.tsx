import { formatCount, formatDate } from '@nirmal/format';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { Rating } from '../Rating/index.ts';
import {
  ReviewCardByline,
  ReviewCardHelpful,
  ReviewCardRoot,
  ReviewCardText,
  ReviewCardTitle,
  ReviewCardVerified,
} from './ReviewCard.styles.ts';

export type ReviewCardProps = ComponentPropsWithRef<'article'> & {
  /** Stars given, 1 to 5. */
  rating: number;
  /** The reviewer's title, shown as text. */
  title: string;
  /** The reviewer's words, shown as text; line breaks start new paragraphs. */
  text: string;
  /** The reviewer's name as shown, e.g. "Asha V.". */
  author: string;
  /** The day it was written, `YYYY-MM-DD`. */
  date: string;
  /** The reviewer bought the product and had it delivered. @default false */
  verifiedPurchase?: boolean;
  /** How many shoppers found it helpful; nothing is said for 0. @default 0 */
  helpfulCount?: number;
  /** Heading level of the title, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Verified purchase' */
  verifiedLabel?: ReactNode;
  /** @default (count) => `${count} people found this helpful` */
  helpfulText?: (count: number) => string;
  /** Accessible name of the stars. @default (rating) => `${rating} out of 5 stars` */
  ratingLabel?: (rating: number) => string;
  /** The byline. @default (author, day) => `${author}, ${day}` */
  bylineText?: (author: string, day: string) => string;
};

const defaultHelpfulText = (count: number) =>
  count === 1 ? '1 person found this helpful' : `${formatCount(count)} people found this helpful`;
const defaultRatingLabel = (rating: number) => `${rating} out of 5 stars`;
const defaultBylineText = (author: string, day: string) => `${author}, ${day}`;

/**
 * One customer's review: stars, title, who wrote it and when, "Verified purchase" when they bought
 * it, their words and how many found it helpful. Every text renders as text, never as markup.
 */
export function ReviewCard({
  rating,
  title,
  text,
  author,
  date,
  verifiedPurchase = false,
  helpfulCount = 0,
  headingLevel = 'h3',
  verifiedLabel = 'Verified purchase',
  helpfulText = defaultHelpfulText,
  ratingLabel = defaultRatingLabel,
  bylineText = defaultBylineText,
  ...rest
}: ReviewCardProps) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <ReviewCardRoot {...rest} {...identity('ReviewCard')}>
      <Rating readOnly value={rating} size="sm" valueLabel={() => ratingLabel(rating)} />
      <ReviewCardTitle as={headingLevel}>{title}</ReviewCardTitle>
      <ReviewCardByline>
        <span>{bylineText(author, formatDate(date))}</span>
        {verifiedPurchase && (
          <ReviewCardVerified>
            <CheckCircleIcon />
            {verifiedLabel}
          </ReviewCardVerified>
        )}
      </ReviewCardByline>
      <ReviewCardText>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </ReviewCardText>
      {helpfulCount > 0 && <ReviewCardHelpful>{helpfulText(helpfulCount)}</ReviewCardHelpful>}
    </ReviewCardRoot>
  );
}
