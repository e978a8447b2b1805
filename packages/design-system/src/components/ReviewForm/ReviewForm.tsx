import { useId, useState, type ComponentPropsWithRef, type SubmitEvent, type ReactNode } from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldError, FieldHint, FieldLabel } from '../../internal/styles/field.tsx';
import { Button } from '../Button/index.ts';
import { Rating } from '../Rating/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  ReviewFormActions,
  ReviewFormAlert,
  ReviewFormCount,
  ReviewFormField,
  ReviewFormRoot,
  ReviewFormTextarea,
} from './ReviewForm.styles.ts';

/** What a customer writes about a product. */
export type ReviewFormValue = { rating: number; title: string; text: string };

/** A message per field, e.g. the server's answer to what was sent. */
export type ReviewFormErrors = Partial<Record<keyof ReviewFormValue, ReactNode>>;

/** `children` are sent with the review, e.g. hidden inputs naming what to do. */
export type ReviewFormProps = Omit<ComponentPropsWithRef<'form'>, 'defaultValue'> & {
  /** The review to start from, when the customer changes theirs. @default undefined */
  defaultValue?: Partial<ReviewFormValue>;
  /** Messages by field; a field with one is marked invalid. @default undefined */
  errors?: ReviewFormErrors;
  /** Why sending failed, above the button. @default undefined */
  error?: ReactNode;
  /** The review is being sent: the button shows a spinner and ignores presses. @default false */
  submitting?: boolean;
  /** Shortest and longest title. @default { min: 3, max: 100 } */
  titleLength?: { min: number; max: number };
  /** Shortest and longest text. @default { min: 10, max: 2000 } */
  textLength?: { min: number; max: number };
  /** @default 'Your rating' */
  ratingLabel?: ReactNode;
  /** @default 'Title' */
  titleLabel?: ReactNode;
  /** @default 'Your review' */
  textLabel?: ReactNode;
  /** Help under the review's label. @default 'What did you like or dislike? How do you use it?' */
  textHint?: ReactNode;
  /** @default 'Submit review' */
  submitLabel?: ReactNode;
  /** @default 'Choose a rating from 1 to 5 stars.' */
  ratingMessage?: string;
  /** @default (min, max) => `Give your review a title of ${min} to ${max} characters.` */
  titleMessage?: (min: number, max: number) => string;
  /** @default (min, max) => `Write your review in ${min} to ${max} characters.` */
  textMessage?: (min: number, max: number) => string;
  /** The counter under the text. @default (count, max) => `${count}/${max}` */
  countText?: (count: number, max: number) => string;
};

const defaultTitleMessage = (min: number, max: number) =>
  `Give your review a title of ${min} to ${max} characters.`;
const defaultTextMessage = (min: number, max: number) => `Write your review in ${min} to ${max} characters.`;
const defaultCountText = (count: number, max: number) => `${count}/${max}`;
const within = (value: string, { min, max }: { min: number; max: number }) =>
  value.trim().length >= min && value.trim().length <= max;

/**
 * Writing a review: stars (the Rating radio group), a title and the text. It is a plain form whose
 * fields are named `rating`, `title` and `text`, so it posts without JavaScript; with it, it checks
 * each field first and calls `onSubmit` only when all are right.
 */
export function ReviewForm({
  defaultValue,
  errors = {},
  error,
  submitting = false,
  titleLength = { min: 3, max: 100 },
  textLength = { min: 10, max: 2000 },
  ratingLabel = 'Your rating',
  titleLabel = 'Title',
  textLabel = 'Your review',
  textHint = 'What did you like or dislike? How do you use it?',
  submitLabel = 'Submit review',
  ratingMessage = 'Choose a rating from 1 to 5 stars.',
  titleMessage = defaultTitleMessage,
  textMessage = defaultTextMessage,
  countText = defaultCountText,
  onSubmit,
  children,
  ...rest
}: ReviewFormProps) {
  const id = useId();
  const [textCount, setTextCount] = useState(defaultValue?.text?.length ?? 0);
  const [checked, setChecked] = useState<ReviewFormErrors>({});
  const shown: ReviewFormErrors = { ...errors, ...checked };
  const errorId = (field: keyof ReviewFormValue) => (shown[field] ? `${id}-${field}-error` : undefined);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const form = new FormData(event.currentTarget);
    const found: ReviewFormErrors = {};
    if (!form.get('rating')) found.rating = ratingMessage;
    if (!within(String(form.get('title') ?? ''), titleLength))
      found.title = titleMessage(titleLength.min, titleLength.max);
    if (!within(String(form.get('text') ?? ''), textLength))
      found.text = textMessage(textLength.min, textLength.max);
    setChecked(found);
    const first = (['rating', 'title', 'text'] as const).find((field) => found[field]);
    if (first) {
      event.preventDefault();
      const control = event.currentTarget.querySelector<HTMLElement>(
        first === 'rating' ? 'input[name="rating"]' : `[name="${first}"]`,
      );
      control?.focus();
      return;
    }
    onSubmit?.(event);
  };

  return (
    <ReviewFormRoot noValidate onSubmit={handleSubmit} {...rest} {...identity('ReviewForm')}>
      {children}
      <ReviewFormField>
        <Rating
          name="rating"
          label={ratingLabel}
          defaultValue={defaultValue?.rating ?? 0}
          onChange={() => setChecked(({ rating: _, ...others }) => others)}
          required
          aria-invalid={shown.rating ? true : undefined}
          aria-describedby={describedBy(errorId('rating'))}
        />
        {shown.rating && <FieldError id={errorId('rating')}>{shown.rating}</FieldError>}
      </ReviewFormField>
      <TextField
        name="title"
        label={titleLabel}
        defaultValue={defaultValue?.title}
        maxLength={titleLength.max}
        required
        error={shown.title}
      />
      <ReviewFormField data-invalid={shown.text ? true : undefined}>
        <FieldLabel htmlFor={`${id}-text`}>{textLabel}</FieldLabel>
        {textHint && <FieldHint id={`${id}-text-hint`}>{textHint}</FieldHint>}
        <ReviewFormTextarea
          id={`${id}-text`}
          name="text"
          rows={5}
          required
          maxLength={textLength.max}
          defaultValue={defaultValue?.text}
          onChange={(event) => setTextCount(event.target.value.length)}
          aria-invalid={shown.text ? true : undefined}
          aria-describedby={describedBy(
            textHint ? `${id}-text-hint` : undefined,
            errorId('text'),
            `${id}-count`,
          )}
        />
        <ReviewFormCount id={`${id}-count`}>{countText(textCount, textLength.max)}</ReviewFormCount>
        {shown.text && <FieldError id={errorId('text')}>{shown.text}</FieldError>}
      </ReviewFormField>
      <ReviewFormAlert role="alert">
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </ReviewFormAlert>
      <ReviewFormActions>
        <Button
          type="submit"
          loading={submitting}
          aria-describedby={describedBy(error ? `${id}-error` : undefined)}
        >
          {submitLabel}
        </Button>
      </ReviewFormActions>
    </ReviewFormRoot>
  );
}
