// The shapes of an undirected graph's picture: pure functions of the
// board's description, without the DOM (tests/page).

import {TAP} from './layout.js';

// The path of an edge of an undirected graph from one end to the other, and
// its middle (where its handle goes). An end on the ground stands on the
// ground line under the other end; a loop is a small circle above its
// vertex; the `spread`-th of parallel edges bends that far to one side, and
// an edge that would cross a vertex bends around it.
export function edgeShape(board, place, [v, w], {r, groundY, spread, grounded}) {
  const onGround = (u) => grounded && u === board.ground;
  if (v === w) {
    const angle = loopAngle(board, place, v, groundY, grounded) + spread * 0.9;
    const loop = 11, from = onGround(v) ? 0 : r;
    const at = onGround(v) ? {x: place[v].x, y: groundY} : place[v];
    const centre = {
      x: at.x + Math.cos(angle) * (from + loop - 3),
      y: at.y + Math.sin(angle) * (from + loop - 3)
    };
    const d = `M ${centre.x - loop} ${centre.y} a ${loop} ${loop} 0 1 0 ${2 * loop} 0 ` +
        `a ${loop} ${loop} 0 1 0 -${2 * loop} 0 Z`;
    return {
      d,
      middle: {x: centre.x + Math.cos(angle) * loop, y: centre.y + Math.sin(angle) * loop}
    };
  }
  let a = place[v], b = place[w];
  if (onGround(v)) a = {x: b.x, y: groundY};
  if (onGround(w)) b = {x: a.x, y: groundY};
  const dx = b.x - a.x, dy = b.y - a.y, length = Math.hypot(dx, dy) || 1;
  const ux = dx / length, uy = dy / length;
  const start = onGround(v) ? a : {x: a.x + ux * r, y: a.y + uy * r};
  const end = onGround(w) ? b : {x: b.x - ux * r, y: b.y - uy * r};
  // Bends away from a vertex lying on the straight line.
  const blocked = board.vertices.some((vertex, u) => {
    if (u === v || u === w || onGround(u)) return false;
    const t = ((place[u].x - a.x) * ux + (place[u].y - a.y) * uy);
    const off = Math.abs((place[u].x - a.x) * uy - (place[u].y - a.y) * ux);
    return t > 0 && t < length && off < r + 8;
  });
  const bend = spread * 30 + (blocked && spread === 0 ? 2 * r + 24 : 0);
  const control = {x: (start.x + end.x) / 2 - uy * bend, y: (start.y + end.y) / 2 + ux * bend};
  if (bend === 0) {
    return {d: `M ${start.x} ${start.y} L ${end.x} ${end.y}`, middle: control};
  }
  return {
    d: `M ${start.x} ${start.y} Q ${control.x} ${control.y} ${end.x} ${end.y}`,
    middle: {x: (start.x + 2 * control.x + end.x) / 4, y: (start.y + 2 * control.y + end.y) / 4}
  };
}

// Which way the loops at vertex v point: up from the ground, else into the
// widest gap between the vertex's other edges.
export function loopAngle(board, place, v, groundY, grounded) {
  const up = -Math.PI / 2;
  if (grounded && v === board.ground) return up;
  const angles = [];
  for (const {ends: [a, b]} of board.edges) {
    if (a === b || (a !== v && b !== v)) continue;
    const u = a === v ? b : a;
    const to = grounded && u === board.ground ? {x: place[v].x, y: groundY} : place[u];
    angles.push(Math.atan2(to.y - place[v].y, to.x - place[v].x));
  }
  angles.sort((x, y) => x - y);
  let best = up, widest = 0;
  angles.forEach((angle, i) => {
    const next = i + 1 < angles.length ? angles[i + 1] : angles[0] + 2 * Math.PI;
    if (next - angle > widest + 1e-9) {
      widest = next - angle;
      best = (angle + next) / 2;
    }
  });
  return best;
}

// The edges of a picture on the ground that fall when edge `cut` goes: those
// no longer joined to the ground.
export function fallingEdges(board, cut) {
  const reached = new Set([board.ground]);
  for (let grew = true; grew;) {
    grew = false;
    board.edges.forEach(({ends: [v, w]}, e) => {
      if (e === cut || reached.has(v) === reached.has(w)) return;
      reached.add(reached.has(v) ? w : v);
      grew = true;
    });
  }
  return board.edges.flatMap(({ends: [v]}, e) => (e !== cut && !reached.has(v) ? [e] : []));
}

// How far each edge bends to one side: parallel edges (and loops at one
// vertex) are spread apart, the copies of each pair of ends in order, the
// middle one straight.
export function edgeSpreads(edges) {
  const pairKey = ({ends: [v, w]}) => (v < w ? `${v},${w}` : `${w},${v}`);
  const copies = new Map();
  for (const edge of edges) copies.set(pairKey(edge), (copies.get(pairKey(edge)) || 0) + 1);
  const seen = new Map();
  return edges.map((edge) => {
    const key = pairKey(edge), k = seen.get(key) || 0;
    seen.set(key, k + 1);
    return k - (copies.get(key) - 1) / 2;
  });
}

// How large a graph's picture is drawn, in px a unit of the server's layout:
// 0.75, or more where two pieces to click (vertices, or the middles of edges)
// would be nearer than a tap target (TAP), up to 1.5. Pieces that lie on one
// another (the copies of an edge, which their bends part; the middles of
// crossing diagonals) are no reason to grow.
export function pictureScale(board) {
  const grounded = board.ground !== undefined;
  // An end on the ground stands on the ground line under the other end.
  const end = (v, other) => grounded && v === board.ground ?
      {x: board.vertices[other].x, y: board.height} :
      board.vertices[v];
  const points = board.vertices.some((vertex) => vertex.move !== undefined) ?
      board.vertices.filter((vertex) => vertex.move !== undefined) :
      board.edges.filter(({ends: [v, w], move}) => v !== w && move !== undefined).map(({ends: [v, w]}) => {
        const a = end(v, w), b = end(w, v);
        return {x: (a.x + b.x) / 2, y: (a.y + b.y) / 2};
      });
  let nearest = Infinity;
  points.forEach((p, i) => points.slice(i + 1).forEach((q) => {
    const distance = Math.hypot(p.x - q.x, p.y - q.y);
    if (distance > 1) nearest = Math.min(nearest, distance);
  }));
  return Math.min(1.5, Math.max(0.75, TAP / nearest));
}

// The vertices joined to v by an edge (taken with it in Node-Kayles).
export function neighbours(board, v) {
  return board.edges.flatMap(({ends}) => ends.includes(v) ? ends.filter((w) => w !== v) : []);
}

// The edges sharing an end with edge e (taken with it in Arc-Kayles).
export function touchingEdges(board, e) {
  return board.edges.flatMap(
      ({ends}, f) => f !== e && ends.some((v) => board.edges[e].ends.includes(v)) ? [f] : []);
}
