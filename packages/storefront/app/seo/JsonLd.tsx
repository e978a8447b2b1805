/**
 * Structured data for search engines. The JSON goes into the page as the text of a script, so `<`
 * is escaped: a product name holding `</script>` can close nothing.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
