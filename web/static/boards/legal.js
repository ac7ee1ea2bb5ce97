// The legal moves an answer lists, as the boards colour them: pure, without
// the DOM (tests/page).

// Legal moves by component and notation -> the move as listed ({winning,
// description, ...}); null when the answer lists only some of them (a
// page of a long list: the board cannot tell the others from illegal ones).
export function legalMoves(answer) {
  if (!answer.legal_moves || answer.legal_moves.length < answer.legal_move_count) return null;
  const legal = new Map();
  for (const move of answer.legal_moves) legal.set(`${move.component}|${move.move}`, move);
  return legal;
}

// "winning", "losing" or null (not a legal move) for a move of component c.
export function moveClass(legal, c, move) {
  if (legal === null) return 'unknown';
  const listed = legal.get(`${c}|${move}`);
  return listed === undefined ? null : listed.winning ? 'winning' : 'losing';
}

// What a move does, in the server's words when it listed the move.
export function moveTitle(legal, c, move, otherwise) {
  const listed = legal && legal.get(`${c}|${move}`);
  return listed && listed.description ? listed.description : otherwise;
}

