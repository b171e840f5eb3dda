/** Words a reader takes in a minute of unhurried reading, the usual figure for web articles. */
export const WORDS_PER_MINUTE = 200;

/** The words of a text: runs of letters or digits, with the apostrophes and hyphens inside them. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read a text, rounded up, and never less than one. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}
