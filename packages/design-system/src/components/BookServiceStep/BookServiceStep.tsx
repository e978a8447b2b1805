import { useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldHint, FieldLabel } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { serviceTypeLabels, type ServiceType } from '../../vocabulary/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import { InputBox } from '../TextField/TextField.styles.ts';
import {
  bookServiceProblems,
  toBookServiceValue,
  type BookServiceDraft,
  type BookServiceProblem,
  type BookServiceValue,
} from './bookService.ts';
import { RemarksCount, RemarksField, RemarksTextarea } from './BookServiceStep.styles.ts';

export type BookServiceStepProps = Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'defaultValue' | 'onSubmit' | 'onChange'
> & {
  /** The problems a customer can report, from the server (the `defectType` codes and their names). */
  defectOptions: ReadonlyArray<SelectOption>;
  /** Answers to start from, e.g. when the customer comes back to this step. @default undefined */
  defaultValue?: Partial<BookServiceValue>;
  /** Called with `{ serviceType, defectType, addnRemarks }` when every required answer is given. @default undefined */
  onContinue?: (value: BookServiceValue) => void;
  /** Called with the answers as they change once a kind of visit is chosen, e.g. to keep them over a reload. @default undefined */
  onChange?: (value: BookServiceValue) => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** Continue is running (e.g. the booking-eligibility check): spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why the step could not continue, e.g. the server's answer. @default undefined */
  error?: ReactNode;
  /** The service types offered, in order. @default ['REPAIR', 'UNINSTALL', 'REINSTALL'] */
  serviceTypes?: ReadonlyArray<ServiceType>;
  /** The service types that ask for the problem (the defect select shows only for them). @default ['REPAIR'] */
  defectServiceTypes?: ReadonlyArray<ServiceType>;
  /** A line under each service type. @default { REPAIR: 'A technician visits to fix a problem with your device.', UNINSTALL: 'We take the device off the wall and disconnect it, e.g. before you move.', REINSTALL: 'We install the device again at its new place.' } */
  serviceTypeDescriptions?: Partial<Record<ServiceType, ReactNode>>;
  /** The device being serviced, named under the heading. @default undefined */
  productName?: string;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default 'Book a service' */
  title?: ReactNode;
  /** Under the heading, from the device's name. @default (name) => `For your ${name}` */
  productText?: (productName: string) => ReactNode;
  /** @default 'What do you need?' */
  serviceTypeLegend?: ReactNode;
  /** @default 'What is the problem?' */
  defectLabel?: ReactNode;
  /** @default 'Select a problem' */
  defectPlaceholder?: string;
  /** @default 'Additional remarks (optional)' */
  remarksLabel?: ReactNode;
  /** @default 'Anything the technician should know, e.g. a landmark or when to call.' */
  remarksHint?: ReactNode;
  /** Longest remarks accepted. @default 250 */
  remarksMaxLength?: number;
  /** The remarks counter. @default (count, max) => `${count}/${max} characters` */
  remarksCountText?: (count: number, max: number) => string;
  /** @default 'Please choose a service type' */
  serviceTypeRequiredMessage?: ReactNode;
  /** @default 'Please choose the problem with your device' */
  defectRequiredMessage?: ReactNode;
  /** @default 'Continue' */
  continueLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
};

const defaultServiceTypes: readonly ServiceType[] = ['REPAIR', 'UNINSTALL', 'REINSTALL'];
const defaultDefectServiceTypes: readonly ServiceType[] = ['REPAIR'];
const defaultDescriptions: Partial<Record<ServiceType, ReactNode>> = {
  REPAIR: 'A technician visits to fix a problem with your device.',
  UNINSTALL: 'We take the device off the wall and disconnect it, e.g. before you move.',
  REINSTALL: 'We install the device again at its new place.',
};
const defaultProductText = (name: string) => `For your ${name}`;
const defaultCountText = (count: number, max: number) => `${count}/${max} characters`;

/**
 * The "book a service" step: the kind of visit (radios), the problem for a repair (a select of
 * the server's defect types) and optional remarks with a character counter. Continue checks the
 * required answers, shows what is missing next to each field and focuses the first one.
 */
export function BookServiceStep({
  defectOptions,
  defaultValue,
  onContinue,
  onChange,
  onBack,
  continuing = false,
  error,
  serviceTypes = defaultServiceTypes,
  defectServiceTypes = defaultDefectServiceTypes,
  serviceTypeDescriptions,
  productName,
  headingLevel = 'h2',
  title = 'Book a service',
  productText = defaultProductText,
  serviceTypeLegend = 'What do you need?',
  defectLabel = 'What is the problem?',
  defectPlaceholder = 'Select a problem',
  remarksLabel = 'Additional remarks (optional)',
  remarksHint = 'Anything the technician should know, e.g. a landmark or when to call.',
  remarksMaxLength = 250,
  remarksCountText = defaultCountText,
  serviceTypeRequiredMessage = 'Please choose a service type',
  defectRequiredMessage = 'Please choose the problem with your device',
  continueLabel = 'Continue',
  backLabel = 'Back',
  ...rest
}: BookServiceStepProps) {
  const id = useId();
  const remarksId = `${id}-remarks`;
  const hintId = remarksHint ? `${id}-remarks-hint` : undefined;
  const countId = `${id}-remarks-count`;
  const [draft, setDraft] = useState<BookServiceDraft>(() => ({
    serviceType: defaultValue?.serviceType ?? '',
    defectType: defaultValue?.defectType ?? '',
    addnRemarks: defaultValue?.addnRemarks ?? '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? bookServiceProblems(draft, defectServiceTypes) : [];
  const descriptions = { ...defaultDescriptions, ...serviceTypeDescriptions };
  const asksDefect = draft.serviceType !== '' && defectServiceTypes.includes(draft.serviceType);
  const set = (field: keyof BookServiceDraft) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (next.serviceType !== '') {
      onChange?.(toBookServiceValue({ ...next, serviceType: next.serviceType }, defectServiceTypes));
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const [first] = bookServiceProblems(draft, defectServiceTypes);
    if (first) {
      const selectors: Record<BookServiceProblem, string> = {
        serviceType: 'input[type="radio"]:not(:disabled)',
        defectType: 'select[name="defectType"]',
      };
      event.currentTarget.querySelector<HTMLElement>(selectors[first])?.focus();
      return;
    }
    if (continuing || draft.serviceType === '') return;
    onContinue?.(toBookServiceValue({ ...draft, serviceType: draft.serviceType }, defectServiceTypes));
  };

  return (
    <WizardStepFrame
      {...{ title, headingLevel, onBack, backLabel, continueLabel, continuing, error }}
      description={productName && productText(productName)}
      onSubmit={handleSubmit}
      {...rest}
      {...identity('BookServiceStep')}
    >
      <RadioGroup
        legend={serviceTypeLegend}
        name="serviceType"
        required
        options={serviceTypes.map((type) => ({
          value: type,
          label: serviceTypeLabels[type],
          description: descriptions[type],
        }))}
        value={draft.serviceType}
        onChange={set('serviceType')}
        error={problems.includes('serviceType') ? serviceTypeRequiredMessage : undefined}
      />
      {asksDefect && (
        <Select
          label={defectLabel}
          name="defectType"
          required
          placeholder={defectPlaceholder}
          options={defectOptions}
          value={draft.defectType}
          onChange={(event) => set('defectType')(event.target.value)}
          error={problems.includes('defectType') ? defectRequiredMessage : undefined}
        />
      )}
      <RemarksField>
        <FieldLabel htmlFor={remarksId}>{remarksLabel}</FieldLabel>
        {remarksHint && <FieldHint id={hintId}>{remarksHint}</FieldHint>}
        <InputBox>
          <RemarksTextarea
            as="textarea"
            id={remarksId}
            name="addnRemarks"
            rows={3}
            maxLength={remarksMaxLength}
            value={draft.addnRemarks}
            onChange={(event: { target: { value: string } }) => set('addnRemarks')(event.target.value)}
            aria-describedby={describedBy(hintId, countId)}
          />
        </InputBox>
        <RemarksCount
          id={countId}
          data-near-limit={draft.addnRemarks.length >= remarksMaxLength * 0.9 || undefined}
        >
          {remarksCountText(draft.addnRemarks.length, remarksMaxLength)}
        </RemarksCount>
      </RemarksField>
    </WizardStepFrame>
  );
}
