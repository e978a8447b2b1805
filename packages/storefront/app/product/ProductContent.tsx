import { Grid, SpecTable, Stack } from '@nirmal/design-system';
import { safeImageUrl } from '@nirmal/domain';
import type { ContentSection, Specification } from '@nirmal/domain/contract';

function groupSpecifications(specifications: readonly Specification[]): Map<string, Specification[]> {
  const groups = new Map<string, Specification[]>();
  for (const specification of specifications) {
    groups.set(specification.group, [...(groups.get(specification.group) ?? []), specification]);
  }
  return groups;
}

export function Specifications({ specifications }: { specifications: readonly Specification[] }) {
  if (specifications.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="specifications-heading">
      <h2 id="specifications-heading">Specifications</h2>
      <Grid columns={{ base: 1, lg: 2 }} gap={5} align="start">
        {[...groupSpecifications(specifications)].map(([group, rows]) => (
          <SpecTable
            key={group}
            caption={group || undefined}
            aria-label={group ? undefined : 'Specifications'}
            rows={rows}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/** The product's rich content from the content service, as text: nothing in it is read as markup. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section, index) => {
    switch (section.kind) {
      case 'text':
        return (
          <Stack as="section" gap={2} key={index}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Stack>
        );
      case 'image': {
        const src = safeImageUrl(section.image.url);
        return src ? (
          <figure key={index}>
            <img src={src} alt={section.image.alt} loading="lazy" width="640" height="400" />
            {section.caption && <figcaption>{section.caption}</figcaption>}
          </figure>
        ) : null;
      }
      case 'faq':
        return (
          <Stack as="section" gap={2} key={index}>
            <h2>{section.heading}</h2>
            {section.items.map(({ question, answer }) => (
              <details key={question}>
                <summary>{question}</summary>
                <p>{answer}</p>
              </details>
            ))}
          </Stack>
        );
    }
  });
}
