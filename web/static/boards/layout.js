// Where the pieces of a board go, in the units of its SVG picture: pure
// functions of the board's description, without the DOM (tests/page).

// The side of a square tap target (WCAG 2.5.5): pieces are spaced at least
// this far apart in the pictures, which a phone shows at their own size.
export const TAP = 44;

// A strip of squares (the monks' staircase, Welter's coins): the picture's
// size, and for square s its rectangle, its tap target (squareHit: a step and
// the room above it where a monk would stand), its number's place (null: not
// written), its token's circle and the token's tap target (tokenHit). A
// staircase rises one step a square and numbers steps 1, 5, 10, ... and the
// top one; a row of squares numbers every square.
export function stripLayout(board) {
  const first = board.first_square;
  const last = board.tokens[board.tokens.length - 1];
  const count = last - first + 1;
  const w = TAP;
  if (board.look === 'staircase') {
    const rise = 12, height = last * rise + TAP + 30, base = height - 20;
    const left = (s) => (s - first) * w + 10, top = (s) => base - s * rise;
    return {
      width: count * w + 20,
      height,
      square: (s) => ({x: left(s), y: top(s), width: w, height: s * rise + 2}),
      squareHit: (s) => ({x: left(s), y: top(s) - TAP, width: w, height: TAP + s * rise + 2}),
      number: (s) => (s % 5 === 0 || s === 1 || s === last ? {x: left(s) + w / 2, y: base + 15, size: 12} : null),
      token: (s) => ({cx: left(s) + w / 2, cy: top(s) - 13, r: 12}),
      tokenHit: (s) => ({x: left(s), y: top(s) - TAP, width: w, height: TAP})
    };
  }
  const square = (s) => ({x: (s - first) * w + 4, y: 4, width: w, height: w});
  return {
    width: count * w + 8,
    height: w + 28,
    square,
    squareHit: square,
    number: (s) => ({x: (s - first) * w + 4 + w / 2, y: w + 22, size: 12}),
    token: (s) => ({cx: (s - first) * w + 4 + w / 2, cy: 4 + w / 2, r: 14}),
    tokenHit: square
  };
}

// The vertices of a directed graph in rows by their layer (distance from the
// tokens), each row spread evenly across the picture: {width, height,
// place: [{x, y}] by vertex}.
export function layeredLayout(vertices, gap = 70) {
  const byLayer = [];
  vertices.forEach((vertex, v) => (byLayer[vertex.layer] ||= []).push(v));
  const widest = Math.max(...byLayer.map((layer) => layer.length));
  const width = Math.max(200, widest * gap + 40), height = byLayer.length * gap + 20;
  const place = [];
  byLayer.forEach((layer, row) => layer.forEach((v, i) => {
    place[v] = {x: (width * (i + 1)) / (layer.length + 1), y: row * gap + 30};
  }));
  return {width, height, place};
}

// The path of an arc from the circle of radius r at `a` to the one at `b`,
// bent `bend` to its left (0: straight), ending short of b for its arrow.
export function arcPath(a, b, r, bend) {
  const dx = b.x - a.x, dy = b.y - a.y, length = Math.hypot(dx, dy) || 1;
  const start = {x: a.x + (dx / length) * r, y: a.y + (dy / length) * r};
  const end = {x: b.x - (dx / length) * (r + 2), y: b.y - (dy / length) * (r + 2)};
  const mid = {
    x: (start.x + end.x) / 2 - (dy / length) * bend,
    y: (start.y + end.y) / 2 + (dx / length) * bend
  };
  return `M ${start.x} ${start.y} Q ${mid.x} ${mid.y} ${end.x} ${end.y}`;
}
