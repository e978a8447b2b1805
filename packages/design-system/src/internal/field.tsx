import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../icons/index.tsx';
import { theme } from '../theme/theme.ts';

// The parts every form field shares, so labels, hints and errors read the same everywhere.

export const FieldLabel = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

const FieldErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.danger};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    margin-top: calc((1lh - ${theme.size.iconSm}) / 2);
  }
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
