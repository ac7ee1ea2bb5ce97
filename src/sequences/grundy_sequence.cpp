// GrundySequence is the public face of the engine in src/sequences/sparse/:
// each call goes to it. The values are read through a pointer to the
// engine's, without a call, since callers read them heap by heap.
#include "grundy/grundy_sequence.hpp"

#include <utility>

#include "sequences/sparse/sequence_engine.hpp"

namespace grundy {

GrundySequence::GrundySequence(TakeAndBreakRule rule, Method method, unsigned threads)
    : engine_(std::make_unique<sparse::SequenceEngine>(std::move(rule), method, threads)),
      values_(&engine_->values()) {}

GrundySequence::~GrundySequence() = default;
GrundySequence::GrundySequence(GrundySequence&&) noexcept = default;
GrundySequence& GrundySequence::operator=(GrundySequence&&) noexcept = default;

const TakeAndBreakRule& GrundySequence::rule() const noexcept { return engine_->rule(); }

void GrundySequence::extend_to(std::uint64_t last,
                               const std::function<void(const SequenceProgress&)>& progress) {
  engine_->extend_to(last, progress);
}

std::optional<PeriodProof> GrundySequence::extend_until_proven(
    std::uint64_t max_values, std::optional<std::uint64_t> enough,
    const std::function<void(const SequenceProgress&)>& progress) {
  return engine_->extend_until_proven(max_values, enough, progress);
}

void GrundySequence::share_work(RankGroup& ranks, std::function<bool()> stop_asked,
                                std::optional<std::uint64_t> walk_ahead) {
  engine_->share_work(ranks, std::move(stop_asked), walk_ahead);
}

std::uint64_t GrundySequence::default_walk_ahead(unsigned ranks) noexcept {
  return sparse::SequenceEngine::default_walk_ahead(ranks);
}

void GrundySequence::set_second_thread_gate(std::function<bool()> allowed) {
  engine_->set_second_thread_gate(std::move(allowed));
}

const SharedWorkCost& GrundySequence::shared_work_cost() const noexcept {
  return engine_->shared_work_cost();
}

void GrundySequence::restore(SequenceValues values) { engine_->restore(std::move(values)); }

const std::optional<PeriodProof>& GrundySequence::prove_now() { return engine_->prove_now(); }

const std::optional<PeriodProof>& GrundySequence::proof() const noexcept {
  return engine_->proof();
}

std::optional<PeriodicSequence> GrundySequence::periodic() const { return engine_->periodic(); }

std::chrono::nanoseconds GrundySequence::period_search_time() const noexcept {
  return engine_->period_search_time();
}

bool GrundySequence::uses_sparse_space() const noexcept { return engine_->uses_sparse_space(); }

const SparseSpace& GrundySequence::space() const noexcept { return engine_->space(); }

std::size_t GrundySequence::rare_position_count() const noexcept {
  return engine_->rare_position_count();
}

}  // namespace grundy
