import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldError, FieldHint, FieldLabel } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { Rating } from '../Rating/index.ts';
import {
  FeedbackActions,
  FeedbackAlert,
  FeedbackCount,
  FeedbackField,
  FeedbackForm,
  FeedbackTextarea,
  FeedbackThanks,
  FeedbackTitle,
  TechnicianFeedbackRoot,
} from './TechnicianFeedback.styles.ts';

/** What the customer sends about the technician's visit. */
export type TechnicianFeedbackValue = {
  /** Stars, 1 to 5 (our range). */
  rating: number;
  /** Their words, trimmed; may be empty. */
  remarks: string;
};

export type TechnicianFeedbackProps = Omit<ComponentPropsWithRef<'section'>, 'onSubmit' | 'children'> & {
  /** Called with `{ rating, remarks }` when the customer submits with a rating. @default undefined */
  onSubmit?: (feedback: TechnicianFeedbackValue) => void;
  /** The feedback is being sent: the submit button shows a spinner and ignores presses. @default false */
  submitting?: boolean;
  /** The feedback was received: the form gives way to the thank-you message, which takes focus. @default false */
  submitted?: boolean;
  /** Why sending failed, shown above the submit button. @default undefined */
  error?: ReactNode;
  /** The rating to start with, e.g. from the link in a message. @default 0 */
  defaultRating?: number;
  /** Heading of the form. @default 'Rate your technician' */
  title?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** Names the stars. @default 'How was your service?' */
  ratingLabel?: ReactNode;
  /** Accessible name of each star. @default (value, max) => `${value} out of ${max}` */
  ratingValueLabel?: (value: number, max: number) => string;
  /** @default 'Remarks (optional)' */
  remarksLabel?: ReactNode;
  /** Help under the remarks label. @default 'Tell us what went well or what we can do better.' */
  remarksHint?: ReactNode;
  /** Longest remarks accepted. @default 500 */
  remarksMaxLength?: number;
  /** The remarks counter. @default (count, max) => `${count}/${max}` */
  remarksCountText?: (count: number, max: number) => string;
  /** Said when the customer submits without choosing stars. @default 'Please choose a rating from 1 to 5' */
  ratingRequiredMessage?: string;
  /** @default 'Submit feedback' */
  submitLabel?: ReactNode;
  /** Heading of the thank-you state. @default 'Thank you for your feedback!' */
  thanksTitle?: ReactNode;
  /** Line under the thank-you heading. @default 'It helps us make every visit better.' */
  thanksText?: ReactNode;
};

const defaultValueLabel = (value: number, max: number) => `${value} out of ${max}`;
const defaultCountText = (count: number, max: number) => `${count}/${max}`;

/**
 * Rating a technician after a visit: 1 to 5 stars (the Rating radio group) and optional remarks,
 * then a thank-you message that takes focus. Presentational: the caller sends the feedback and
 * sets `submitting` and `submitted`.
 */
export function TechnicianFeedback({
  onSubmit,
  submitting = false,
  submitted = false,
  error,
  defaultRating = 0,
  title = 'Rate your technician',
  headingLevel = 'h2',
  ratingLabel = 'How was your service?',
  ratingValueLabel = defaultValueLabel,
  remarksLabel = 'Remarks (optional)',
  remarksHint = 'Tell us what went well or what we can do better.',
  remarksMaxLength = 500,
  remarksCountText = defaultCountText,
  ratingRequiredMessage = 'Please choose a rating from 1 to 5',
  submitLabel = 'Submit feedback',
  thanksTitle = 'Thank you for your feedback!',
  thanksText = 'It helps us make every visit better.',
  ...rest
}: TechnicianFeedbackProps) {
  const id = useId();
  const [rating, setRating] = useState(defaultRating);
  const [remarks, setRemarks] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const wasSubmitted = useRef(submitted);

  // The submit button disappears with the form: focus goes to the thank-you heading instead.
  useEffect(() => {
    if (submitted && !wasSubmitted.current) thanksRef.current?.focus();
    wasSubmitted.current = submitted;
  }, [submitted]);

  const headingId = `${id}-heading`;
  const remarksId = `${id}-remarks`;
  const hintId = remarksHint ? `${id}-remarks-hint` : undefined;
  const countId = `${id}-remarks-count`;
  const ratingErrorId = `${id}-rating-error`;
  const errorId = `${id}-error`;

  if (submitted) {
    return (
      <TechnicianFeedbackRoot aria-labelledby={headingId} {...rest} {...identity('TechnicianFeedback')}>
        <FeedbackThanks role="status">
          <CheckCircleIcon />
          <div>
            <FeedbackTitle as={headingLevel} id={headingId} ref={thanksRef} tabIndex={-1}>
              {thanksTitle}
            </FeedbackTitle>
            <p>{thanksText}</p>
          </div>
        </FeedbackThanks>
      </TechnicianFeedbackRoot>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (rating < 1) {
      setMissingRating(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onSubmit?.({ rating, remarks: remarks.trim() });
  };

  return (
    <TechnicianFeedbackRoot aria-labelledby={headingId} {...rest} {...identity('TechnicianFeedback')}>
      <FeedbackTitle as={headingLevel} id={headingId}>
        {title}
      </FeedbackTitle>
      <FeedbackForm noValidate onSubmit={handleSubmit}>
        <FeedbackField>
          <Rating
            label={ratingLabel}
            value={rating}
            onChange={(next) => {
              setRating(next);
              setMissingRating(false);
            }}
            valueLabel={ratingValueLabel}
            required
            aria-describedby={describedBy(missingRating && ratingErrorId)}
            aria-invalid={missingRating || undefined}
          />
          {missingRating && <FieldError id={ratingErrorId}>{ratingRequiredMessage}</FieldError>}
        </FeedbackField>
        <FeedbackField>
          <FieldLabel htmlFor={remarksId}>{remarksLabel}</FieldLabel>
          {remarksHint && <FieldHint id={hintId}>{remarksHint}</FieldHint>}
          <FeedbackTextarea
            id={remarksId}
            name="remarks"
            rows={4}
            maxLength={remarksMaxLength}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            aria-describedby={describedBy(hintId, countId)}
          />
          <FeedbackCount id={countId}>{remarksCountText(remarks.length, remarksMaxLength)}</FeedbackCount>
        </FeedbackField>
        <FeedbackAlert role="alert">{error && <FieldError id={errorId}>{error}</FieldError>}</FeedbackAlert>
        <FeedbackActions>
          <Button
            type="submit"
            loading={submitting}
            aria-describedby={describedBy(error ? errorId : undefined)}
          >
            {submitLabel}
          </Button>
        </FeedbackActions>
      </FeedbackForm>
    </TechnicianFeedbackRoot>
  );
}
