import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { fadeInOnOpen } from '../../internal/parts/modal.tsx';
import { bareInput } from '../../internal/styles/field.tsx';
import { focusRing, visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

// Full screen at the 360 px base; a dialog near the top from md up.
export const SearchPanel = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  ${fadeInOnOpen}

  ${theme.media.md} {
    inset: ${theme.space[8]} 0 auto;
    width: calc(100% - 2 * ${theme.space[5]});
    max-width: ${theme.size.dialogLg};
    max-height: calc(100dvh - 2 * ${theme.space[8]});
    margin: 0 auto;
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.overlay};
  }
  &:where(:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
  }
`;

export const SearchTitle = styled(RadixDialog.Title)`
  ${visuallyHidden}
`;

export const SearchHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  padding-top: calc(${theme.space[3]} + env(safe-area-inset-top, ${theme.space[0]}));
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};

  ${theme.media.md} {
    padding-top: ${theme.space[3]};
  }
`;

export const SearchBox = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
  min-height: ${theme.size.controlMd};
  padding-inline-start: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};

  &:where(:focus-within) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.textMuted};
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.size.controlSm};
  padding: 0;
  ${bareInput}
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const SearchBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const SearchSectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlSm};
  padding: 0 ${theme.space[2]};
`;

export const SearchSectionTitle = styled.h3`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  text-transform: uppercase;
`;

export const SearchListbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SearchOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  cursor: pointer;

  &:where(:hover) {
    background: ${theme.color.surfaceSunken};
  }
  &:where([aria-selected='true']) {
    background: ${theme.color.brandSubtle};
    color: ${theme.color.brand};
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: calc(-1 * ${theme.borderWidth.focusRing});
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.textMuted};
  }
`;

export const SearchResults = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const SearchResultLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.size.controlLg};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  ${focusRing}

  &:where(:hover) {
    background: ${theme.color.surfaceSunken};
  }
  & > img,
  & > [data-shape] {
    flex-shrink: 0;
    width: ${theme.size.deviceImage};
    height: ${theme.size.deviceImage};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceSunken};
    object-fit: contain;
  }
`;

export const SearchResultText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  flex: 1;
`;

export const SearchResultName = styled.span`
  font-weight: ${theme.font.weight.medium};
`;

export const SearchResultPrice = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const SearchEmpty = styled.p`
  margin: 0;
  padding: ${theme.space[5]} ${theme.space[2]};
  color: ${theme.color.textMuted};
  text-align: center;
`;

export const SearchStatus = styled.p`
  ${visuallyHidden}
`;
