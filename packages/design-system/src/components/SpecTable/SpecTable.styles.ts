import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

// Label and value columns that line up down the table, rows banded so the eye keeps its row on a
// wide screen, and long values wrapping inside their cell rather than widening the page.
export const SpecTableRoot = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text};

  & > caption {
    padding-block-end: ${theme.space[2]};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
    text-align: start;
  }
  & th,
  & td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-block-end: ${theme.borderWidth.thin} solid ${theme.color.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  & th {
    inline-size: 40%;
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.textMuted};
  }
  & td {
    font-weight: ${theme.font.weight.medium};
  }
  & tbody > tr:nth-child(odd) {
    background: ${theme.color.surfaceSunken};
  }

  ${theme.media.md} {
    font-size: ${theme.font.size.md};

    & th {
      inline-size: 33%;
    }
  }
`;
