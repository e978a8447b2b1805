import styled from 'styled-components';

export const PincodeInputRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
