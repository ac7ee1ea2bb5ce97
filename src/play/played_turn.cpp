#include "grundy/played_turn.hpp"

namespace grundy {

std::optional<Mover> PlayedTurn::winner() const {
  if (!finished()) return std::nullopt;
  const Mover other = last_mover == Mover::player ? Mover::engine : Mover::player;
  return convention == PlayConvention::misere ? other : last_mover;
}

PlayedTurn play_turn(const Sum& position, const Move& chosen, PlayConvention convention,
                     const std::optional<ReplyLimits>& reply) {
  PlayedTurn turn{position.components()[chosen.component]->describe(chosen), std::nullopt,
                  position.after(chosen), convention, Mover::player};
  if (!reply || !has_move(turn.position)) return turn;
  if (convention == PlayConvention::misere) (void)solve(turn.position, convention, reply->solve);
  const EngineMove engine =
      engine_move(turn.position, convention, reply->remoteness, reply->time_budget);
  const Component& component = *turn.position.components()[engine.move.component];
  turn.reply = EngineReply{engine.move.component, component.notation(engine.move),
                           component.describe(engine.move),
                           engine_reason(turn.position, engine, convention)};
  turn.position = turn.position.after(engine.move);
  turn.last_mover = Mover::engine;
  return turn;
}

}  // namespace grundy
