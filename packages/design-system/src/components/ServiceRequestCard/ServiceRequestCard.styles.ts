import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const ServiceRequestCardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.sm};
`;

export const ServiceRequestHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const ServiceRequestTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.brand};
  }
`;

// The status is written out; the colour only repeats it.
export const ServiceRequestStatus = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};

  &[data-tone='info'] {
    color: ${theme.color.info};
    background: ${theme.color.infoSubtle};
  }
  &[data-tone='warning'] {
    color: ${theme.color.warning};
    background: ${theme.color.warningSubtle};
  }
  &[data-tone='success'] {
    color: ${theme.color.success};
    background: ${theme.color.successSubtle};
  }
  &[data-tone='neutral'] {
    color: ${theme.color.textMuted};
    background: ${theme.color.surfaceMuted};
  }
`;

export const ServiceRequestDetails = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const ServiceRequestActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
