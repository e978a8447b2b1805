import { theme } from '@nirmal/design-system';
import styled from 'styled-components';

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
