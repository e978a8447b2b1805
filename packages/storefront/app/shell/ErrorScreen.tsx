import { Container, ErrorPage } from '@nirmal/design-system';

/** The whole page when rendering failed (500) or nothing lives at the address (404), §8. */
export function ErrorScreen({ kind }: { kind: '404' | '500' }) {
  return (
    <Container as="main" id="main-content" padded>
      <ErrorPage variant={kind} homeHref="/" onRetry={() => window.location.reload()} />
    </Container>
  );
}
