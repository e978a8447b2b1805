import { theme } from '@nirmal/design-system';
import styled from 'styled-components';

export const FiltersDisclosure = styled.details`
  & > summary {
    cursor: pointer;
    font-weight: ${theme.font.weight.semibold};
    min-block-size: ${theme.space[6]};
    margin-block-end: ${theme.space[3]};
  }
`;

export const FacetGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;

  & > legend {
    font-weight: ${theme.font.weight.semibold};
    margin-block-end: ${theme.space[2]};
    padding: 0;
  }
`;
