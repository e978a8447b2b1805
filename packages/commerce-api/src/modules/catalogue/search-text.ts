import type { Queryable } from '../../db/database.ts';

/** What a shopper typed, made into a full-text query over the catalogue's own words. */
export interface SearchText {
  /** A `to_tsquery('english', …)` text built only from letters, digits, `&` and `:*`. */
  tsquery: string;
  /** The query with its typos corrected, when any were ("Did you mean …"). */
  corrected: string | null;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 30;

interface WordRow {
  asked: string;
  known: string | null;
  completion: string | null;
  closest: string | null;
}

/**
 * Each word is kept when the catalogue has it; the last, which may still be being typed, is taken as
 * the start of the catalogue's words beginning with it; any other is replaced by the catalogue's most
 * similar word by trigrams ("purifer" → "purifier"). A word with nothing close stays as typed, so it
 * matches nothing. Null when nothing searchable was typed.
 */
export async function understandSearchText(db: Queryable, text: string): Promise<SearchText | null> {
  const words = (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  const rows = await db.query<WordRow>(
    `SELECT asked.word AS asked,
            (SELECT word FROM search_terms WHERE word = asked.word) AS known,
            (SELECT word FROM search_terms
              WHERE asked.position = cardinality($1::text[]) AND word LIKE asked.word || '%'
              ORDER BY products DESC, word LIMIT 1) AS completion,
            (SELECT word FROM search_terms WHERE word % asked.word
              ORDER BY word <-> asked.word, products DESC, word LIMIT 1) AS closest
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (word, position)
      ORDER BY asked.position`,
    [words],
  );
  const terms = rows.map((row) => {
    if (row.known) return { word: row.known, prefix: false };
    if (row.completion) return { word: row.asked, prefix: true };
    return { word: row.closest ?? row.asked, prefix: false };
  });
  const correctedWords = terms.map(({ word }) => word);
  return {
    tsquery: terms.map(({ word, prefix }) => (prefix ? `${word}:*` : word)).join(' & '),
    corrected: correctedWords.join(' ') === words.join(' ') ? null : correctedWords.join(' '),
  };
}
