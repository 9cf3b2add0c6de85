// The palette's fuzzy search on the names it shows: the letters of the query in order, anywhere
// in the name ("sur" finds "Store + Update + Reboot"), case- and accent-blind ("ubern" finds
// "Übernehmen"). Letters at the start of a word and letters in a row score higher, so the name
// a technician means comes first.

export interface FuzzyMatch {
  score: number;
  /** The matched positions in the name (counted in code points, as [...name] splits it), ascending. */
  positions: number[];
}

const matchScore = 1;
const wordStartBonus = 8;
const firstLetterBonus = 4;
const consecutiveBonus = 6;
const gapPenalty = 0.5;

/** How well `query` matches `name`, or null when the letters of the query are not all in it, in order. */
export function fuzzyMatch(query: string, name: string): FuzzyMatch | null {
  const wanted = [...foldText(query)].filter((letter) => letter.trim() !== '');
  if (wanted.length === 0) return { score: 0, positions: [] };
  const shown = [...name];
  const letters = shown.map(foldText);
  if (wanted.length > letters.length) return null;
  const rows = scoreRows(wanted, letters, shown);
  return bestPath(rows, wanted.length, letters.length);
}

/** Lower case without accents, one letter at a time so positions stay those of the name ("Ü" -> "u", "ß" -> "ß"). */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface Cell {
  score: number;
  from: number;
}

/**
 * rows[i][j]: the best score of the first i+1 query letters with letter i on name position j
 * (-Infinity: impossible), and where letter i-1 was. Linear per row: the best predecessor
 * before a gap is carried along.
 */
function scoreRows(wanted: string[], letters: string[], shown: string[]): Cell[][] {
  const rows: Cell[][] = [];
  for (let i = 0; i < wanted.length; i++) {
    const row: Cell[] = [];
    const previous = rows[i - 1];
    // Best of previous[k] + gapPenalty * k over k < j - 1, kept as j advances.
    let carried: Cell = { score: -Infinity, from: -1 };
    for (let j = 0; j < letters.length; j++) {
      if (previous && j >= 2) {
        const candidate = previous[j - 2]!.score + gapPenalty * (j - 2);
        if (candidate > carried.score) carried = { score: candidate, from: j - 2 };
      }
      if (letters[j] !== wanted[i]) {
        row.push({ score: -Infinity, from: -1 });
        continue;
      }
      const own = matchScore + positionBonus(shown, j);
      if (!previous) {
        row.push({ score: own - gapPenalty * j * 0.1, from: -1 });
        continue;
      }
      const adjacent = j >= 1 ? previous[j - 1]!.score + consecutiveBonus : -Infinity;
      const afterGap = carried.score - gapPenalty * (j - 1);
      row.push(adjacent >= afterGap ? { score: adjacent + own, from: j - 1 } : { score: afterGap + own, from: carried.from });
    }
    rows.push(row);
  }
  return rows;
}

function positionBonus(shown: string[], index: number): number {
  if (index === 0) return wordStartBonus + firstLetterBonus;
  const before = shown[index - 1]!;
  const here = shown[index]!;
  const afterSeparator = !/[\p{L}\p{N}]/u.test(before);
  const camelHump = /\p{Ll}/u.test(before) && /\p{Lu}/u.test(here);
  return afterSeparator || camelHump ? wordStartBonus : 0;
}

function bestPath(rows: Cell[][], queryLength: number, nameLength: number): FuzzyMatch | null {
  const last = rows[queryLength - 1]!;
  let end = -1;
  for (let j = 0; j < nameLength; j++) if (last[j]!.score > (end < 0 ? -Infinity : last[end]!.score)) end = j;
  if (end < 0 || last[end]!.score === -Infinity) return null;
  const positions: number[] = [];
  for (let i = queryLength - 1, j = end; i >= 0; j = rows[i]![j]!.from, i--) positions.unshift(j);
  return { score: last[end]!.score, positions };
}
