import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { childIcon, headingText } from './mixins.ts';

/** The bordered panel every card and summary box sits on. */
export const cardSurface = css`
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

/** A card whose parts stack with the same inset and spacing (order, request, summary cards). */
export const stackedCard = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  ${cardSurface}
`;

/** A card's title, one size in every card so that lists of different cards read alike. */
export const cardTitle = headingText(theme.font.size.md);

/** A card's title led by its icon. */
export const iconCardTitle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  ${cardTitle}
  ${childIcon(theme.size.iconMd)}
`;

/** A card's first line: the title, and its status at the end (below it when there is no room). */
export const cardHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

/** The text column beside a card's picture, taking the room the picture leaves. */
export const cardBody = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

/** A row of a card's tags and badges, wrapping as needed. */
export const tagRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/**
 * A card made one link by `cardLink`: it lifts when `data-linked` and hovered, and takes the focus
 * ring for its link, whose own ring would only circle the title.
 */
export const linkedCard = css`
  transition: box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:where([data-linked]:hover) {
    box-shadow: ${theme.shadow.md};
  }
  &:where(:has(a:focus-visible)) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
`;

/** The title's link, stretched over the whole (positioned) card; the link text stays the title. */
export const cardLink = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:where(:hover) {
    text-decoration: underline;
  }
  &:where(:focus-visible) {
    outline: none;
  }
`;

/** A frame for a product's picture, or the icon standing in for it, on a sunken background. */
export const pictureFrame = css`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  overflow: hidden;
`;

/** A picture that fits whole inside its frame. */
export const containedPicture = css`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** What a picture frame holds: the picture whole, or the large muted icon standing in for it. */
export const framedPicture = css`
  color: ${theme.color.textMuted};

  & > img {
    ${containedPicture}
  }
  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;

/** A small square picture of an item in a list, or the icon standing in for it. */
export const thumbnail = css`
  ${pictureFrame}
  width: ${theme.size.controlLg};
  aspect-ratio: 1;

  & > img {
    ${containedPicture}
  }
  & > svg {
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
`;

/** Label and value pairs that flow along a line, as "Label: value". */
export const inlineDetails = css`
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
