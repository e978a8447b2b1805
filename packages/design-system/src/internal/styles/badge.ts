import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { childIcon } from './mixins.ts';

/** A short label on a tinted chip, at least the 24 px target high. */
export const badge = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
`;

/** What marks one item of a list as the chosen one (the primary contact, the default address). */
export const markBadge = css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSubtle};
  color: ${theme.color.brand};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.normal};
`;

/** A badge's icon, kept small and whole beside its text. */
export const badgeIcon = childIcon(theme.size.iconSm);

type Tone = 'info' | 'success' | 'warning' | 'danger';

const toneColours: Record<Tone, { text: string; surface: string }> = {
  info: { text: theme.color.info, surface: theme.color.infoSubtle },
  success: { text: theme.color.success, surface: theme.color.successSubtle },
  warning: { text: theme.color.warning, surface: theme.color.warningSubtle },
  danger: { text: theme.color.danger, surface: theme.color.dangerSubtle },
};

/** One `data-tone` rule per tone: the tone's colour on its subtle surface. The text names the status; the colour only repeats it. */
export const toneRules = (...tones: Tone[]) =>
  tones.map(
    (tone) => css`
      &:where([data-tone='${tone}']) {
        color: ${toneColours[tone].text};
        background: ${toneColours[tone].surface};
      }
    `,
  );

/** A card's status: small, on a muted chip, coloured by its `data-tone` (the text names the status). */
export const statusBadge = css`
  ${badge}
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.text};

  ${toneRules('info', 'success', 'warning', 'danger')}
`;
