import type { ReactNode } from 'react';
import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { tokens } from '@nirmal/design-system';

// A component's docs page: its description, then its guidance as two panels side by side
// ("Do" and "Don't", written at the end of the description), the playground and every story.
const guidance = /\n\*\*Do\*\*\n([\s\S]*?)\n\*\*Don't\*\*\n([\s\S]*)$/;

const panelTones = {
  do: { accent: tokens.color.success, surface: tokens.color.successSubtle },
  dont: { accent: tokens.color.danger, surface: tokens.color.dangerSubtle },
};

function GuidancePanel({
  tone,
  title,
  children,
}: {
  tone: keyof typeof panelTones;
  title: string;
  children: string;
}) {
  const { accent, surface } = panelTones[tone];
  return (
    <section
      aria-label={title}
      style={{
        padding: `${tokens.space[2]} ${tokens.space[4]}`,
        borderTop: `${tokens.space[1]} solid ${accent}`,
        borderRadius: tokens.radius.md,
        background: surface,
      }}
    >
      <h3 style={{ margin: `${tokens.space[2]} 0 0`, color: accent }}>{title}</h3>
      <Markdown>{children}</Markdown>
    </section>
  );
}

function Guidance({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
        gap: tokens.space[4],
        margin: `${tokens.space[4]} 0`,
      }}
    >
      {children}
    </div>
  );
}

export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const description: string = preparedMeta.parameters.docs?.description?.component ?? '';
  const parts = guidance.exec(description);
  return (
    <>
      <Title />
      <Subtitle />
      {parts ? <Markdown>{description.slice(0, parts.index)}</Markdown> : <Description />}
      {parts && (
        <Guidance>
          <GuidancePanel tone="do" title="Do">
            {parts[1] ?? ''}
          </GuidancePanel>
          <GuidancePanel tone="dont" title="Don't">
            {parts[2] ?? ''}
          </GuidancePanel>
        </Guidance>
      )}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
