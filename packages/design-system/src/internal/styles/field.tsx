import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ErrorIcon } from '../../icons/index.tsx';
import { theme } from '../../theme/theme.ts';
import { focusRing, iconNote } from './mixins.ts';

// The parts every form field shares, so labels, hints and errors read the same everywhere.

/** How a field's label reads, for labels that cannot be a FieldLabel (a span, a hidden-able label). */
export const fieldLabelText = css`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text};
`;

export const FieldLabel = styled.label`
  ${fieldLabelText}
`;

/** The box of a control the customer types or picks in (select, text area): border, type and hover. */
export const textControl = css`
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:where(:hover) {
    border-color: ${theme.color.textMuted};
  }
  ${focusRing}
`;

/** A typed or picked control's states: a thick red border in an invalid field, muted when disabled. */
export const textControlStates = css`
  [data-invalid] & {
    border-color: ${theme.color.danger};
    border-width: ${theme.borderWidth.thick};
  }
  &:where(:disabled) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** An input without a box of its own, inside the box that draws it and shows its focus (a search box). */
export const bareInput = css`
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  outline: none;

  &::placeholder {
    color: ${theme.color.textMuted};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

const FieldErrorText = styled.p`
  ${iconNote}
  color: ${theme.color.danger};
`;

/** A field's error message, linked to its control by `id` through `aria-describedby`. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <FieldErrorText id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </FieldErrorText>
  );
}

/** A native checkbox or radio at the 24 px target, in the brand colour, outlined red in an invalid group. */
export const checkControl = css`
  flex-shrink: 0;
  width: ${theme.size.targetMin};
  height: ${theme.size.targetMin};
  margin: 0;
  accent-color: ${theme.color.brand};
  cursor: pointer;
  ${focusRing}

  [data-invalid] & {
    outline: ${theme.borderWidth.thick} solid ${theme.color.danger};
    outline-offset: 0;
  }
  [data-invalid] &:where(:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:where(:disabled) {
    cursor: not-allowed;
  }
`;

/** The label beside a checkbox or radio, muted when its option is disabled. */
export const checkLabel = css`
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  [data-disabled] & {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;
