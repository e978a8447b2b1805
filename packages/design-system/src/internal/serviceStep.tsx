import { useId, type FormEventHandler, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon } from '../icons/index.tsx';
import { Button } from '../components/Button/index.ts';
import { InlineAlert } from '../components/InlineAlert/index.ts';
import { describedBy } from './describedBy.ts';
import { theme } from '../theme/theme.ts';
import type { StepHeadingLevel } from './stepHeading.ts';

// The parts every step of the service-request flow shares (pending list, book a service,
// re-install form, select repair, book a slot, summary, success, map locator), so the steps read,
// lay out and move on the same way.

export const StepRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
  color: ${theme.color.text};
`;

const StepBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;

const StepHeaderRoot = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;

  &:where(:focus) {
    outline: none;
  }
  ${theme.media.md} {
    font-size: ${theme.font.size.xxl};
  }
`;

const StepDescription = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  ${theme.media.md} {
    font-size: ${theme.font.size.md};
  }
`;

/** A step's heading (its accessible name, through `id`) and the line under it. */
export function StepHeader({
  id,
  level,
  title,
  description,
  headingRef,
}: {
  id: string;
  level: StepHeadingLevel;
  title: ReactNode;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <StepHeaderRoot>
      <StepTitle as={level} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </StepTitle>
      {description && <StepDescription>{description}</StepDescription>}
    </StepHeaderRoot>
  );
}

/** One label and value of a StepDetails list; nothing when there is no value. */
export function StepDetail({ label, children }: { label: ReactNode; children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Label and value pairs, as a step summarises what was chosen. */
export const StepDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0 0 ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  ${theme.media.sm} {
    grid-template-columns: minmax(calc(${theme.space[9]} * 2), max-content) minmax(0, 1fr);
    & dd {
      margin: 0;
    }
  }
`;

const StepActionsRoot = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};

  ${theme.media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;

    & > [data-step-main]:only-child {
      margin-inline-start: auto;
    }
  }
`;

export type StepActionsProps = {
  /** Called by Back; without it there is no Back button. */
  onBack?: () => void;
  /** @default 'Back' */
  backLabel?: ReactNode;
  /** The main action's text; without it (and `onContinue`) there is no main action. */
  continueLabel?: ReactNode;
  /** Called by the main action when it is a plain button. */
  onContinue?: MouseEventHandler<HTMLButtonElement>;
  /** `submit` when the main action submits the step's form. @default 'button' */
  continueType?: 'button' | 'submit';
  /** The main action is running: spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why the main action failed (e.g. the server's answer), shown above the footer and linked to the action. */
  error?: ReactNode;
  /** Extra actions between Back and the main action. */
  children?: ReactNode;
};

/**
 * The step's footer: Back (tertiary, left from sm up) and the one main action (right; on top and
 * full width at 360 px, where the thumb is).
 */
export function StepActions({
  onBack,
  backLabel = 'Back',
  continueLabel,
  onContinue,
  continueType = 'button',
  continuing = false,
  error,
  children,
}: StepActionsProps) {
  const errorId = `${useId()}-error`;
  return (
    <>
      {error && (
        <InlineAlert id={errorId} tone="error">
          {error}
        </InlineAlert>
      )}
      <StepActionsRoot>
        {onBack && (
          <Button variant="tertiary" startIcon={<ChevronLeftIcon />} onClick={onBack}>
            {backLabel}
          </Button>
        )}
        {children}
        {continueLabel && (
          <Button
            type={continueType}
            data-step-main
            loading={continuing}
            onClick={onContinue}
            aria-describedby={describedBy(Boolean(error) && errorId)}
          >
            {continueLabel}
          </Button>
        )}
      </StepActionsRoot>
    </>
  );
}

/**
 * A step's form: its fields, then the footer whose main action submits it. The step checks its
 * answers in `onSubmit` (the form does not validate natively, so messages are the step's own).
 */
export function StepForm({
  onSubmit,
  children,
  ...actions
}: Omit<StepActionsProps, 'continueType' | 'onContinue' | 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <StepBody noValidate onSubmit={onSubmit}>
      {children}
      <StepActions {...actions} continueType="submit" />
    </StepBody>
  );
}
