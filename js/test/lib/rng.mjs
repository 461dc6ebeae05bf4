// A small seeded random generator (xorshift32), so that every run of a
// test plays the same games.
export function rng(seed) {
  let x = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  return {
    int: (n) => next() % n,
    pick: (list) => list[next() % list.length],
    float: () => next() / 4294967296,
  };
}
