import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

const marker = theme.size.controlSm;
const line = theme.borderWidth.thick;

export const StatusTrackerRoot = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    flex-direction: row;
  }
`;

export const StatusTrackerStep = styled.li`
  position: relative;
  display: flex;
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[5]};

  /* The line to the next step: down at 360 px, across from md. */
  &:where(:not(:last-child))::after {
    content: '';
    position: absolute;
    top: calc(${marker} + ${theme.space[1]});
    bottom: ${theme.space[1]};
    inset-inline-start: calc((${marker} - ${line}) / 2);
    width: ${line};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.borderStrong};
  }
  &:where([data-status='done']:not(:last-child))::after {
    background: ${theme.color.brand};
  }
  &:where(:last-child) {
    padding-bottom: 0;
  }

  ${theme.media.md} {
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding-bottom: 0;
    padding-inline-end: ${theme.space[3]};

    &:where(:not(:last-child))::after {
      top: calc((${marker} - ${line}) / 2);
      bottom: auto;
      inset-inline-start: calc(${marker} + ${theme.space[2]});
      inset-inline-end: ${theme.space[2]};
      width: auto;
      height: ${line};
    }
  }
`;

export const StatusTrackerMarker = styled.span`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${marker};
  height: ${marker};
  border: ${line} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.round};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};

  & > svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  [data-status='done'] > & {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
  }
  [data-status='current'] > & {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    color: ${theme.color.brand};
    box-shadow: 0 0 0 ${theme.space[1]} ${theme.color.brandSubtle};
  }
`;

export const StatusTrackerTexts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  padding-top: calc((${marker} - 1lh) / 2);
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  ${theme.media.md} {
    padding-top: 0;
  }
`;

export const StatusTrackerLabel = styled.span`
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};

  [data-status='current'] & {
    font-weight: ${theme.font.weight.bold};
  }
  [data-status='upcoming'] & {
    color: ${theme.color.textMuted};
  }
`;

export const StatusTrackerDate = styled.span`
  color: ${theme.color.textMuted};
`;

export const StatusTrackerDescription = styled.div`
  color: ${theme.color.textMuted};
`;
