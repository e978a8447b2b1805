import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const MapLocatorRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  color: ${theme.color.text};
`;

// The neutral grid shows under the tiles while they load and instead of them when they fail.
export const MapViewport = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background-color: ${theme.color.surfaceSunken};
  background-image:
    linear-gradient(${theme.color.border} ${theme.borderWidth.thin}, transparent ${theme.borderWidth.thin}),
    linear-gradient(
      90deg,
      ${theme.color.border} ${theme.borderWidth.thin},
      transparent ${theme.borderWidth.thin}
    );
  background-size: ${theme.space[6]} ${theme.space[6]};
  background-position: center;
  cursor: crosshair;
  user-select: none;

  ${theme.media.md} {
    aspect-ratio: 16 / 9;
  }
`;

export const MapTiles = styled.div`
  position: absolute;
  inset: 0;

  & > img {
    position: absolute;
    top: 0;
    left: 0;
    max-width: none;
    pointer-events: none;
  }
`;

export const MapPinAnchor = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
`;

// The tip of the pin is its anchor: the box sits above and centred on the point.
export const MapPin = styled.div`
  position: absolute;
  bottom: 0;
  left: 0;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  width: ${theme.size.controlMd};
  height: ${theme.size.controlMd};
  transform: translateX(-50%);
  border-radius: ${theme.radius.md};
  color: ${theme.color.danger};
  cursor: grab;
  touch-action: none;
  ${focusRing}

  & > svg {
    width: ${theme.size.controlSm};
    height: ${theme.size.controlSm};
    fill: ${theme.color.surface};
    filter: drop-shadow(${theme.shadow.sm});
  }
  &:where([data-dragging]) {
    cursor: grabbing;
  }
`;

export const MapAttribution = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  padding: 0 ${theme.space[1]};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.font.size.xs};

  & a {
    color: ${theme.color.brand};
  }
`;

export const MapNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSubtle};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.warning};
  }
`;

export const MapHint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const MapCoordinates = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  & > span + span::before {
    content: '·';
    margin: 0 ${theme.space[2]};
    color: ${theme.color.textMuted};
  }
`;

export const MapInputs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
`;
