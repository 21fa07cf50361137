import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/nearest.ts
function editDistance(a, b) {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, previous[j - 1] + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length];
}
function nearestNames(name, known, limit) {
  const needle = name.toLowerCase();
  return known.map((candidate) => {
    const lower = candidate.toLowerCase();
    const distance = lower.includes(needle) ? 0.5 : editDistance(needle, lower);
    return { candidate, distance };
  }).filter(({ distance }) => distance <= Math.max(2, Math.ceil(needle.length / 3))).sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate)).slice(0, limit).map(({ candidate }) => candidate);
}

export {
  editDistance,
  nearestNames
};
