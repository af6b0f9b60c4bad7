/**
 * Small cells, withheld as official statistics withhold them. A group of counts that add up to a total (the
 * views of each page and all views, the visits by referrer and all visits) may show no count from 1 to 4,
 * and no shown count or total may give a withheld one back by subtraction: a withheld count never stands
 * alone (at least two are withheld together, and together they are more than their number, so they are not
 * all ones), and where that cannot be done the total is withheld too. A count of 0 is shown: it singles
 * nobody out.
 */

/** Where figures travel, a count below this is withheld. */
export const SMALL_COUNT = 5;

export interface ProtectedCells {
  /** Every key of the group, its count or null when withheld. */
  cells: Record<string, number | null>;
  /** The withheld counts together (at least SMALL_COUNT), or null when none is withheld or the total is not shown. */
  rest: number | null;
  /** The group's total, or null when showing it would give a withheld count back. */
  total: number | null;
}

const isSmall = (n: number) => n > 0 && n < SMALL_COUNT;

/** Whether the counts withheld together can be shown as their sum without any of them being worked out. */
const covers = (withheld: readonly number[]) => {
  const sum = withheld.reduce((total, n) => total + n, 0);
  return withheld.length >= 2 && sum >= SMALL_COUNT && sum > withheld.length;
};

/**
 * Withholds a group's small counts, and the smallest others that keep them from being worked out.
 * `forced` names keys withheld already (by another group the same count belongs to, as the cells of a
 * table belong to a row and a column).
 */
export function protectCells(
  counts: Readonly<Record<string, number>>,
  forced: ReadonlySet<string> = new Set(),
): ProtectedCells {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const withheld = new Set(
    entries.filter(([key, n]) => isSmall(n) || (forced.has(key) && n > 0)).map(([key]) => key),
  );
  // The smallest shown counts first, ties by key, so the same counts always withhold the same cells.
  const candidates = entries
    .filter(([key, n]) => n > 0 && !withheld.has(key))
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b));
  const values = () => entries.filter(([key]) => withheld.has(key)).map(([, n]) => n);
  while (withheld.size > 0 && !covers(values()) && candidates.length > 0) {
    withheld.add(candidates.shift()![0]);
  }
  if ((withheld.size > 0 && !covers(values())) || isSmall(total)) {
    return { cells: Object.fromEntries(entries.map(([key]) => [key, null])), rest: null, total: null };
  }
  return {
    cells: Object.fromEntries(entries.map(([key, n]) => [key, withheld.has(key) ? null : n])),
    rest: withheld.size > 0 ? values().reduce((sum, n) => sum + n, 0) : null,
    total,
  };
}

/**
 * A table's counts (row → column → count), where each row and each column adds up to a total shown
 * elsewhere: a count withheld in its row is withheld in its column too, and so on until neither
 * withholds another, so every withheld count has a withheld partner in its row and in its column.
 */
export function protectTable(
  table: Readonly<Record<string, Readonly<Record<string, number>>>>,
): Record<string, Record<string, number | null>> {
  const rows = Object.keys(table);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(table[row]!)))];
  const at = (row: string, column: string) => table[row]![column] ?? 0;
  const id = (row: string, column: string) => JSON.stringify([row, column]);
  const withheld = new Set<string>();
  const groups = [
    ...rows.map((row) => columns.map((column) => [row, column] as const)),
    ...columns.map((column) => rows.map((row) => [row, column] as const)),
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const group of groups) {
      const keys = group.map(([row, column]) => id(row, column));
      const shown = protectCells(
        Object.fromEntries(group.map(([row, column], i) => [keys[i]!, at(row, column)])),
        new Set(keys.filter((key) => withheld.has(key))),
      );
      for (const i of group.keys()) {
        // A 0 withheld with the others is withheld too: shown, it would tell the others apart.
        if (shown.cells[keys[i]!] === null && !withheld.has(keys[i]!)) {
          withheld.add(keys[i]!);
          changed = true;
        }
      }
    }
  }
  return Object.fromEntries(
    rows.map((row) => [
      row,
      Object.fromEntries(
        columns.map((column) => [column, withheld.has(id(row, column)) ? null : at(row, column)]),
      ),
    ]),
  );
}
