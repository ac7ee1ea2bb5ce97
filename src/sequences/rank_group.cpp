#include "grundy/rank_group.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <vector>

namespace grundy {
namespace {

constexpr std::uint64_t kFailed = 1;
constexpr std::uint64_t kStopAsked = 2;
// A failure's message travels in this many words (longer ones are cut).
constexpr std::size_t kMessageWords = 64;

std::string message_of(const std::exception_ptr& failure) {
  try {
    std::rethrow_exception(failure);
  } catch (const std::bad_alloc&) {
    return "out of memory";
  } catch (const std::exception& error) {
    return error.what();
  } catch (...) {
    return "an unknown failure";
  }
}

}  // namespace

// Three rounds at most: the status word of every rank; when some rank
// failed, which ranks did (a bit a rank); and the lowest one's message. A
// job in which nothing fails only ever has the first.
RankVerdict agree(RankGroup& ranks, const RankNews& news) {
  std::uint64_t status = (news.failure ? kFailed : 0) | (news.stop_asked ? kStopAsked : 0);
  ranks.or_all({&status, 1});
  if ((status & kFailed) == 0)
    return (status & kStopAsked) != 0 ? RankVerdict::stop : RankVerdict::go_on;

  std::vector<std::uint64_t> failing((ranks.size() + 63) / 64, 0);
  if (news.failure) failing[ranks.rank() / 64] |= std::uint64_t{1} << (ranks.rank() % 64);
  ranks.or_all(failing);
  const auto word =
      std::find_if(failing.begin(), failing.end(), [](std::uint64_t w) { return w != 0; });
  const auto lowest =
      static_cast<unsigned>(64 * (word - failing.begin()) + std::countr_zero(*word));

  std::vector<std::uint64_t> message(kMessageWords, 0);
  if (ranks.rank() == lowest) {
    const std::string text = message_of(news.failure);
    std::memcpy(message.data(), text.data(), std::min(text.size(), kMessageWords * 8 - 1));
  }
  ranks.or_all(message);
  if (news.failure) std::rethrow_exception(news.failure);
  const char* const text = reinterpret_cast<const char*>(message.data());
  throw RankFailure("rank " + std::to_string(lowest) + " of " + std::to_string(ranks.size()) +
                    ": " + std::string(text, strnlen(text, kMessageWords * 8)));
}

void run_agreed(RankGroup* ranks, const std::function<void()>& work) {
  if (ranks == nullptr) return work();
  std::exception_ptr failure;
  try {
    work();
  } catch (...) {
    failure = std::current_exception();
  }
  agree(*ranks, {failure, false});
}

}  // namespace grundy
