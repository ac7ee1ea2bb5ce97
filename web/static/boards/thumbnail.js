// A small picture of a board, to stand for a position in a list (the mex
// explorer's options): drawn by the board's own module with no move legal,
// so that nothing in it is clickable, and copied without its handlers.

import {boards} from './board.js';
import {drawerOf} from './shapes.js';

// The component number under which thumbnails are drawn: no pick made on
// the real boards (boards.picked, boards.knock) shows in them.
const THUMBNAIL = -1;

// An SVG of `board`, or null when the page has no drawing for its shape.
// `layoutOf` is the component whose kept graph layout the picture reuses
// (the option of a graph keeps its vertices where the game drew them).
export function thumbnail(board, layoutOf = 0) {
  const draw = drawerOf(board);
  if (!draw) return null;
  const pictures = boards.layouts.pictures;
  const kept = pictures.get(layoutOf);
  if (kept) pictures.set(THUMBNAIL, kept);
  const part = document.createElement('div');
  try {
    draw(part, board, THUMBNAIL, new Map());
  } finally {
    pictures.delete(THUMBNAIL);
  }
  const image = part.querySelector('svg.board-image');
  if (!image) return null;
  const copy = image.cloneNode(true);  // without the listeners
  copy.setAttribute('class', 'board-image thumb');
  copy.setAttribute('role', 'img');
  copy.setAttribute('width', copy.viewBox.baseVal.width);
  for (const node of copy.querySelectorAll('[role], [tabindex]')) {
    node.removeAttribute('role');
    node.removeAttribute('tabindex');
    node.removeAttribute('aria-label');
  }
  for (const title of copy.querySelectorAll('title')) title.remove();
  return copy;
}
