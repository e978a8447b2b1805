import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const PromoOfferRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const PromoImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: ${theme.size.dialogSm};
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
`;

export const PromoBody = styled.div`
  margin: 0;
  color: ${theme.color.text};

  & > p {
    margin: 0;
  }
`;
