import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const WizardStepRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
  color: ${theme.color.text};
`;

export const WizardStepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;

export const WizardStepHeaderRoot = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const WizardStepTitle = styled.h2`
  ${headingText(theme.font.size.xl)}
  overflow-wrap: anywhere;

  &:where(:focus) {
    outline: none;
  }
  ${theme.media.md} {
    font-size: ${theme.font.size.xxl};
  }
`;

export const WizardStepDescription = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  ${theme.media.md} {
    font-size: ${theme.font.size.md};
  }
`;

export const WizardStepDetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0 0 ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  ${theme.media.sm} {
    grid-template-columns: minmax(calc(${theme.space[9]} * 2), max-content) minmax(0, 1fr);
    & dd {
      margin: 0;
    }
  }
`;

export const WizardStepActionsRoot = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};

  ${theme.media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;

    & > [data-step-main]:only-child {
      margin-inline-start: auto;
    }
  }
`;
