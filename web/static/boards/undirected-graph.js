// An undirected graph laid out by the game (the "undirected_graph" shape):
// Node-Kayles, Arc-Kayles, Green Hackenbush.

import {boardImage, boards, gameStart, lastMove, note, target, targetArea, vertexName} from './board.js';
import {edgeShape, edgeSpreads, fallingEdges, loopAngle, neighbours, pictureScale, touchingEdges} from './geometry.js';
import {TAP} from './layout.js';
import {moveClass, moveTitle} from './legal.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

// ---------------------------------------------------- undirected graphs --
// A graph laid out by the server (Node-Kayles, Arc-Kayles, Hackenbush): a
// click on a vertex or an edge makes the move the server named for it.
// Hovering over one shows what goes with it: a vertex's neighbours, the edges
// touching an edge or, above a ground, the edges that would fall.

export function drawUndirected(part, board, c, legal) {
  const grounded = board.ground !== undefined;
  // Room around the picture for the loops (Hackenbush's), which may point any way.
  const margin = board.edges.some(({ends: [v, w]}) => v === w) ? 40 : 28;
  const longest = Math.max(1, ...board.vertices.map((vertex) => vertex.name.length));
  // Names inside the vertices, or beside the dots of a picture on the ground.
  const r = grounded ? 5 : Math.max(14, 5 + 3.5 * longest);
  const layout = keptLayout(board, c), scale = layout.scale;
  const groundY = margin + layout.height * scale;
  const width = layout.width * scale + 2 * margin;
  const image =
      boardImage(width, groundY + (grounded ? 16 : margin), tr('graph of {}', board.position));
  image.classList.add('tappable');
  const place = board.vertices.map((vertex) => {
    const at = layout.at.get(vertex.name);
    return {x: margin + at.x * scale, y: margin + at.y * scale};
  });
  if (grounded) {
    image.append(svg('rect', {x: 0, y: groundY, width, height: 12, class: 'ground'}));
  }
  // What goes with each piece, for the hover: vertex -> vertices, edge -> edges.
  const goes = {
    vertex: (v) => neighbours(board, v),
    edge: (e) => grounded ? fallingEdges(board, e) : touchingEdges(board, e)
  };
  const aim = (kind, nodes, on) => {
    for (const i of nodes) {
      const node = image.querySelector(`[data-${kind}="${i}"]`);
      if (node) node.classList.toggle('aimed', on);
    }
  };
  const picture = {board, c, legal, image, place, r, groundY, grounded, goes, aim};
  drawEdges(picture);
  markGraphMove(picture, layout, lastMove(c), scale, margin);
  board.vertices.forEach((vertex, v) => {
    if (v !== board.ground) drawVertex(picture, vertex, v);  // the ground is the line at the bottom
  });
  part.append(image);
  part.append(note(
      board.vertices.some((vertex) => vertex.move !== undefined) ?
          tr('Click a vertex to take it: its neighbours go with it.') :
          grounded ? tr('Click an edge to cut it: whatever no longer reaches the ground falls.') :
                     tr('Click an edge to take it: the edges touching it go with it.')));
}

// The edges of a picture, each a piece to click when it makes a move.
function drawEdges({board, c, legal, image, place, r, groundY, grounded, goes, aim}) {
  const spreads = edgeSpreads(board.edges);
  board.edges.forEach((edge, e) => {
    const shape = edgeShape(board, place, edge.ends, {r, groundY, spread: spreads[e], grounded});
    const group = svg('g', {class: 'edge-piece'});
    group.dataset.edge = e;
    group.append(svg('path', {d: shape.d, class: 'edge-line'}));
    const state = edge.move === undefined ? null : moveClass(legal, c, edge.move);
    if (state) {
      // A wide invisible stroke, and round the handle in the middle a tap target.
      group.prepend(svg('path', {d: shape.d, class: 'edge-hit'}),
                    svg('circle', {cx: shape.middle.x, cy: shape.middle.y, r: TAP / 2, class: 'hit'}));
      group.append(
          svg('circle', {cx: shape.middle.x, cy: shape.middle.y, r: 5, class: 'edge-handle'}));
      group.classList.add(state);
      target(
          group, c, edge.move,
          moveTitle(
              legal, c, edge.move,
              grounded ? tr('cut the edge {}', edge.move) : tr('take the edge {}', edge.move)));
      group.addEventListener('mouseenter', () => aim('edge', goes.edge(e), true));
      group.addEventListener('mouseleave', () => aim('edge', goes.edge(e), false));
    }
    image.append(group);
  });
}

// Vertex v of a picture, with its name inside it, or beside its dot on the ground.
function drawVertex({board, c, legal, image, place, r, groundY, grounded, goes, aim}, vertex, v) {
  const state = vertex.move === undefined ? null : moveClass(legal, c, vertex.move);
  const className = `vertex${grounded ? ' dot' : ''}`;
  const at = {cx: place[v].x, cy: place[v].y};
  // A target: the circle in a tap target, in the colours of the group round it.
  const node = !state ? svg('circle', {...at, r, class: className}) :
      targetArea(`${className} target ${state}`, svg('circle', {...at, r: Math.max(r, TAP / 2)}),
                 svg('circle', {...at, r}));
  if (state) {
    target(node, c, vertex.move, moveTitle(legal, c, vertex.move, tr('take {}', vertex.name)));
    node.addEventListener('mouseenter', () => aim('vertex', goes.vertex(v), true));
    node.addEventListener('mouseleave', () => aim('vertex', goes.vertex(v), false));
  }
  node.dataset.vertex = v;
  image.append(node);
  if (!grounded) {
    image.append(vertexName(place[v], vertex.name));
    return;
  }
  // Beside the dot: up and right, or away from its loops.
  const looped = board.edges.some(({ends: [a, b]}) => a === v && b === v);
  const away = looped ? loopAngle(board, place, v, groundY, grounded) + Math.PI : -Math.PI / 4;
  image.append(
      svg('text', {
        x: place[v].x + Math.cos(away) * (r + 4),
        y: place[v].y + Math.sin(away) * (r + 4) + 4,
        'text-anchor': Math.cos(away) > 0.3 ? 'start' :
            Math.cos(away) < -0.3           ? 'end' :
                                              'middle',
        'font-size': 12,
        class: 'vertex-name'
      },
          vertex.name));
}

// The engine's last move, gone from the picture: where the vertex it took
// was (a dashed ring), or the edge it took or cut (a dashed line), placed by
// the layout kept since the game began.
function markGraphMove({image, r, groundY}, layout, move, scale, margin) {
  if (!move) return;
  const at = (name) => {
    if (name === 'ground') return null;
    const point = layout.at.get(name);
    return point && {x: margin + point.x * scale, y: margin + point.y * scale};
  };
  const ends = move.replace(/#\d+$/, '').split('-');
  if (ends.length === 1) {
    const point = at(ends[0]);
    if (point) image.append(svg('circle', {cx: point.x, cy: point.y, r: r + 4, class: 'last-move-ring'}));
    return;
  }
  const [a, b] = ends.map(at);
  if (!a && !b) return;
  const from = a || {x: b.x, y: groundY}, to = b || {x: a.x, y: groundY};
  image.append(svg('line', {x1: from.x, y1: from.y, x2: to.x, y2: to.y, class: 'last-move-ring'}));
}

// Where to draw the vertices of component c's picture, by name, and the box
// of the drawing: the server's layout of the first position of the game
// where it had these vertices, so that the picture stays put as pieces go.
// (The server lays out each position anew, and a position played from a
// named graph, a grid, is written as its edges.)
export function keptLayout(board, c) {
  if (boards.layouts.start !== gameStart())
    boards.layouts = {start: gameStart(), pictures: new Map()};
  const kept = boards.layouts.pictures.get(c);
  if (kept && board.vertices.every((vertex) => kept.at.has(vertex.name))) return kept;
  const fresh = {
    at: new Map(board.vertices.map((vertex) => [vertex.name, {x: vertex.x, y: vertex.y}])),
    width: board.width,
    height: board.height,
    scale: pictureScale(board)
  };
  boards.layouts.pictures.set(c, fresh);
  return fresh;
}

