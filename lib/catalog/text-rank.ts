// PostgreSQL's ts_rank with its default weights and no normalisation (src/backend/utils/adt/
// tsrank.c, calc_rank_and and calc_rank_or), computed on a document's entries the app keeps in
// memory (./search-index.ts), so that a search ranked there scores every product exactly as
// search_product_hits does: the scores are in the customer API's answers. PostgreSQL computes in
// single precision, rounding after each operation; Math.fround does the same here, step by step.

const f32 = Math.fround;

/** A word's position in a document as PostgreSQL stores it: the weight (D 0 to A 3) in the top two bits, the position in the rest. */
const positionOf = (entry: number) => entry & 0x3fff;
const weightOf = (entry: number) => entry >> 14;

// A document's word without positions (PostgreSQL's POSNULL) is ranked as if at the last position, weight D.
const NO_POSITION = 0x3fff;
const MAX_ENTRY_POS = 1 << 14;

const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)];

// word_distance(): how much two words this far apart add; nothing past 100.
const DISTANCE_WEIGHTS = Array.from({ length: 101 }, (_, w) => f32(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f32(1e-30) : DISTANCE_WEIGHTS[w]!);

/**
 * The words of one document that each operand of the query matches (its operands sorted as
 * PostgreSQL sorts them, without repeats): operand i's are entries `first[i]` to `first[i + 1] - 1`,
 * in the document's order of words; entry e's positions are `positions[start[e]]` and the
 * `length[e] - 1` after it (PostgreSQL's WordEntryPos values), none for a word stored without any.
 */
export type Matched = { operands: number; first: Int32Array; start: Int32Array; length: Int32Array; positions: ArrayLike<number> };

/** ts_rank(document, query) for a query whose top operator is AND (`and`) or not. */
export function textRank(m: Matched, and: boolean): number {
  const rank = and && m.operands >= 2 ? rankAnd(m) : rankOr(m);
  return rank < 0 ? f32(1e-20) : rank;
}

// An entry's i-th position, PostgreSQL's POSNULL for a word without positions.
const at = (m: Matched, e: number, i: number) => (m.length[e] === 0 ? NO_POSITION : m.positions[m.start[e]! + i]!);
const count = (m: Matched, e: number) => m.length[e] || 1;

function rankAnd(m: Matched): number {
  let res = -1;
  // As calc_rank_and: an operand matching several words (a prefix) pairs each with the last word
  // of each earlier operand.
  const last = new Int32Array(m.operands).fill(-1);
  for (let i = 0; i < m.operands; i++) {
    for (let e = m.first[i]!; e < m.first[i + 1]!; e++) {
      last[i] = e;
      for (let k = 0; k < i; k++) {
        const earlier = last[k]!;
        if (earlier < 0) continue;
        const eitherNull = m.length[e] === 0 || m.length[earlier] === 0;
        for (let l = 0; l < count(m, e); l++) {
          const here = at(m, e, l);
          for (let p = 0; p < count(m, earlier); p++) {
            const there = at(m, earlier, p);
            let dist = Math.abs(positionOf(here) - positionOf(there));
            if (dist === 0 && !eitherNull) continue;
            if (dist === 0) dist = MAX_ENTRY_POS;
            const curw = f32(Math.sqrt(f32(f32(WEIGHTS[weightOf(here)]! * WEIGHTS[weightOf(there)]!) * wordDistance(dist))));
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

function rankOr(m: Matched): number {
  let res = 0;
  for (let e = m.first[0]!; e < m.first[m.operands]!; e++) {
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < count(m, e); j++) {
      const w = WEIGHTS[weightOf(at(m, e, j))]!;
      resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    // The limit of the sum of 1/i² is π²/6.
    res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return m.operands > 0 ? f32(res / m.operands) : res;
}
