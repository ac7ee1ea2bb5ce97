// The engine's reason for its move (engine_reason.hpp) in one line, in the
// thread's language (translate.hpp): what `grundy play` prints after the
// engine's move and what the page shows beside it.
#pragma once

#include <string>

#include "grundy/engine_reason.hpp"

namespace grundy {

// `opponent` names the player the move is made against ("you", "player 2").
std::string engine_reason_text(const EngineReason& reason, const std::string& opponent);

}  // namespace grundy
