import { useId, type ComponentPropsWithRef, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { ChevronLeftIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { WizardStepActionsRoot, WizardStepForm, WizardStepRoot } from './WizardStep.styles.ts';
import { WizardStepHeader } from './WizardStepHeader.tsx';

/** Levels a wizard step's heading can take to fit the page outline. */
export type WizardStepHeadingLevel = 'h1' | 'h2' | 'h3';

export type WizardStepProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'onSubmit'> & {
  /** The step's heading; it names the step. */
  title: ReactNode;
  /** One line under the heading: what this step asks. @default undefined */
  description?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** Reaches the heading, e.g. to move focus to it when the step opens (it is focusable then). @default undefined */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * With it, the step's content and footer are a form and the main action submits it; the step
   * checks its answers here (the form does not validate natively, so messages are the step's own).
   * @default undefined
   */
  onSubmit?: ComponentPropsWithRef<'form'>['onSubmit'];
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** @default 'Back' */
  backLabel?: ReactNode;
  /** The main action's text; without it there is no main action. @default undefined */
  continueLabel?: ReactNode;
  /** Called by the main action when the step is not a form. @default undefined */
  onContinue?: MouseEventHandler<HTMLButtonElement>;
  /** The main action is running: a spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why the main action failed (e.g. the server's answer), shown above the footer and linked to the action. @default undefined */
  error?: ReactNode;
  /** More actions in the footer, between Back and the main action. @default undefined */
  actions?: ReactNode;
};

/**
 * The frame of every step of a multi-step flow (the service request's steps): heading and line,
 * the step's content, and a footer with Back (tertiary, left from sm up) and one main action
 * (right; on top and full width at 360 px, where the thumb is). The design system's own steps use
 * this frame under their own identity.
 */
export function WizardStepFrame({
  title,
  description,
  headingLevel = 'h2',
  headingRef,
  onSubmit,
  onBack,
  backLabel = 'Back',
  continueLabel,
  onContinue,
  continuing = false,
  error,
  actions,
  children,
  ...rest
}: WizardStepProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const hasFooter = Boolean(onBack || continueLabel || actions);
  const footer = (
    <>
      {error && (
        <InlineAlert id={errorId} tone="error">
          {error}
        </InlineAlert>
      )}
      {hasFooter && (
        <WizardStepActionsRoot>
          {onBack && (
            <Button variant="tertiary" startIcon={<ChevronLeftIcon />} onClick={onBack}>
              {backLabel}
            </Button>
          )}
          {actions}
          {continueLabel && (
            <Button
              type={onSubmit ? 'submit' : 'button'}
              data-step-main
              loading={continuing}
              onClick={onSubmit ? undefined : onContinue}
              aria-describedby={describedBy(Boolean(error) && errorId)}
            >
              {continueLabel}
            </Button>
          )}
        </WizardStepActionsRoot>
      )}
    </>
  );
  return (
    <WizardStepRoot aria-labelledby={headingId} {...rest}>
      <WizardStepHeader
        id={headingId}
        level={headingLevel}
        title={title}
        description={description}
        headingRef={headingRef}
      />
      {onSubmit ? (
        <WizardStepForm noValidate onSubmit={onSubmit}>
          {children}
          {footer}
        </WizardStepForm>
      ) : (
        <>
          {children}
          {footer}
        </>
      )}
    </WizardStepRoot>
  );
}

/** One step of a multi-step flow: heading, content, and a footer with Back and the main action. */
export function WizardStep(props: WizardStepProps) {
  return <WizardStepFrame {...props} {...identity('WizardStep')} />;
}
