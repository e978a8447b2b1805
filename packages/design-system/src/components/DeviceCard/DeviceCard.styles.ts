import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const DeviceCardRoot = styled.article`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.sm};
  transition: box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  & > svg {
    flex-shrink: 0;
    align-self: center;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.textMuted};
  }
  &[data-linked]:hover {
    box-shadow: ${theme.shadow.md};
  }
  &:has(a:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
`;

export const DeviceImageFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${theme.size.deviceImage};
  aspect-ratio: 1;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.brand};
  overflow: hidden;

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;

export const DeviceImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

export const DeviceCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const DeviceName = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

// The whole card is the link's target area; the link text stays the device name.
export const DeviceLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const DeviceTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const RentalTag = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

export const DeviceDetails = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & > div {
    display: flex;
    gap: ${theme.space[1]};
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
  }
`;
