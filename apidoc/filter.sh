#!/bin/sh
# Doxygen's input filter for the public headers: their comments are plain //
# (the house style), which Doxygen skips, so a comment line becomes ///, the
# documentation of what follows, and a comment after a member becomes ///<.
exec sed -e 's|^\( *\)// |\1/// |' -e 's|^\( *\)//$|\1///|' -e 's|\([;,]\) *// |\1 ///< |' "$1"
