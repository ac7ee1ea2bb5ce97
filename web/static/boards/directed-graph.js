// A directed graph with tokens (the "directed_graph" shape): game graphs.

import {boardImage, boards, lastMove, note, piece, target, targetArea, vertexName} from './board.js';
import {TAP, arcPath, layeredLayout} from './layout.js';
import {moveClass} from './legal.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

// ---------------------------------------------------------- game graphs --
// The vertices the tokens can reach, in rows by their distance from the
// tokens; a token slides along an edge (arrows). Click a token, then the
// vertex to slide it to.

export function drawGraph(part, board, c, legal) {
  const r = 16;
  const {width, height, place} = layeredLayout(board.vertices);
  const image = boardImage(width, height, tr('game graph {}', board.position));
  image.classList.add('tappable');
  image.append(arrowHead(c));
  for (const [from, to] of board.arcs) {
    // Edges that do not go down a row (cycles) bend, so that a->b and b->a differ.
    const bend = board.vertices[to].layer > board.vertices[from].layer ? 0 : 28;
    image.append(svg('path', {
      d: arcPath(place[from], place[to], r, bend),
      fill: 'none',
      stroke: '#9aa0a6',
      'stroke-width': 1.5,
      'marker-end': `url(#arrow-${c})`,
      class: 'edge'
    }));
  }
  const picked = boards.picked.get(c);
  const several = board.tokens.length > 1;
  const from = picked === undefined ? null : board.vertices[board.tokens[picked]].name;
  // The vertices the token picked can slide to.
  const targets = new Set();
  board.vertices.forEach((vertex, v) => {
    const move = from === null ? null : `${several ? `${picked + 1}:` : ''}${from}->${vertex.name}`;
    const isFollower =
        picked !== undefined && board.arcs.some(([a, b]) => a === board.tokens[picked] && b === v);
    const state = isFollower ? moveClass(legal, c, move) : null;
    const circle = svg('circle', {cx: place[v].x, cy: place[v].y, r});
    if (state) {
      targets.add(v);
      const area = targetArea(`vertex target ${state}`,
                              svg('circle', {cx: place[v].x, cy: place[v].y, r: TAP / 2}), circle);
      target(area, c, move, tr('slide the token from {} to {}', from, vertex.name));
      image.append(area);
    } else {
      circle.setAttribute('class', 'vertex');
      image.append(circle);
    }
    image.append(vertexName(place[v], vertex.name));
    // The engine's last move slid a token here ("2:a->b", "a->b").
    const last = lastMove(c);
    if (last && last.slice(last.indexOf('->') + 2) === vertex.name)
      image.append(svg('circle', {cx: place[v].x, cy: place[v].y, r: r + 5, class: 'last-move-ring'}));
  });
  board.tokens.forEach((v, t) => {
    const name = board.vertices[v].name;
    const others = board.tokens.slice(0, t).filter((w) => w === v).length;
    // A token is picked up by a tap on its vertex: the tokens on one vertex are
    // alike, so one of them is (the one picked, else the first), and none on a
    // vertex the token picked can slide to (a tap there slides it).
    const holder = picked !== undefined && board.tokens[picked] === v ? picked : board.tokens.indexOf(v);
    image.append(piece(c, legal, {
      from: several ? `${t + 1}:${name}` : name,
      key: t,
      picked,
      cx: place[v].x + r - 2 + others * 9,
      cy: place[v].y - r + 2,
      r: 7,
      hit: {x: place[v].x - TAP / 2, y: place[v].y - TAP / 2, width: TAP, height: TAP},
      kind: 'token',
      title: tr('pick token {} on {}', t + 1, name),
      enabled: t === holder && !targets.has(v)
    }));
  });
  part.append(image);
  part.append(note(
      picked === undefined ? tr('Click a token, then the vertex to slide it to.') :
                             tr('The token on {}: click a vertex an arrow leads to.', from)));
}

// The arrow head at the end of each arc of component c's picture.
function arrowHead(c) {
  const defs = svg('defs', {});
  const marker = svg('marker', {
    id: `arrow-${c}`,
    viewBox: '0 0 10 10',
    refX: 10,
    refY: 5,
    markerWidth: 7,
    markerHeight: 7,
    orient: 'auto-start-reverse'
  });
  marker.append(svg('path', {d: 'M 0 0 L 10 5 L 0 10 z', fill: '#5f6368'}));
  defs.append(marker);
  return defs;
}
