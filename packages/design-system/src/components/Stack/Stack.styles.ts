import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

const flexValue = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
};

// Generated once from the scale, so every gap is a static selector rather than a per-render style.
const gaps = Object.entries(theme.space)
  .map(([step, gap]) => `&:where([data-gap='${step}']) { gap: ${gap}; }`)
  .join('\n');
const alignments = Object.entries(flexValue)
  .map(
    ([name, value]) =>
      `&:where([data-align='${name}']) { align-items: ${value}; } &:where([data-justify='${name}']) { justify-content: ${value}; }`,
  )
  .join('\n');

export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  list-style: none;

  &:where([data-direction='row']) {
    flex-direction: row;
  }
  ${theme.media.md} {
    &:where([data-direction='responsive']) {
      flex-direction: row;
    }
  }
  &:where([data-wrap]) {
    flex-wrap: wrap;
  }
  ${gaps}
  ${alignments}
`;
