import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';

export const VisuallyHiddenRoot = styled.span`
  ${visuallyHidden}
`;
