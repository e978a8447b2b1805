import styled from 'styled-components';
import { textControl, textControlStates } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';

export const SelectRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;

  &[data-label-position='inline'] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.danger};
`;

export const SelectBox = styled.div`
  position: relative;
  display: flex;

  & > svg {
    position: absolute;
    inset-inline-end: ${theme.space[3]};
    top: 50%;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    transform: translateY(-50%);
    color: ${theme.color.textMuted};
    pointer-events: none;
  }
`;

export const SelectControl = styled.select`
  flex: 1;

  [data-label-position='inline'] & {
    flex: none;
  }
  min-width: 0;
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[2]} ${theme.space[3]};
  padding-inline-end: calc(${theme.space[3]} * 2 + ${theme.size.iconMd});
  appearance: none;
  ${textControl}
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;
  &:where(:has(option[value='']:checked)) {
    color: ${theme.color.textMuted};
  }
  ${textControlStates}
`;
