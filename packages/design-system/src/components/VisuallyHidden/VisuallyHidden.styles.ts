import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles/mixins.ts';

export const VisuallyHiddenRoot = styled.span`
  ${visuallyHidden}
`;
