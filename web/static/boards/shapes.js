// The module that draws each board shape: one function per shape,
// (part, board, component, legal moves) -> the board drawn into `part`.

import {drawCells} from './cells.js';
import {drawGrid} from './coin-grid.js';
import {drawCoins} from './coin-row.js';
import {drawGraph} from './directed-graph.js';
import {drawHeaps, drawMoore} from './heaps.js';
import {drawWythoff} from './queen.js';
import {drawStrip} from './strip.js';
import {drawUndirected} from './undirected-graph.js';

// The drawing function of `board`, or undefined where the page has none.
export function drawerOf(board) {
  return {
    heaps: board.heaps_per_move > 1 ? drawMoore : drawHeaps,
    strip: drawStrip,
    queen: drawWythoff,
    directed_graph: drawGraph,
    coin_row: drawCoins,
    coin_grid: drawGrid,
    undirected_graph: drawUndirected,
    cells: drawCells
  }[board.shape];
}
