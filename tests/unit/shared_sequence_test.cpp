// A Grundy sequence computed by several ranks sharing work (share_work),
// here threads standing in for the processes of an MPI job: the same values
// as one process alone, byte for byte; a failure or a stop on one rank ends
// every rank the same way.
#include <gtest/gtest.h>

#include <atomic>
#include <barrier>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/rank_group.hpp"

namespace grundy {
namespace {

// The ranks of a job as threads of this process: or_all ORs every thread's
// words into one buffer, and each thread reads it back once all have added.
class ThreadRanks {
 public:
  explicit ThreadRanks(unsigned size)
      : size_(size), barrier_(static_cast<std::ptrdiff_t>(size), Complete{this}) {}

  class Member : public RankGroup {
   public:
    Member(ThreadRanks& job, unsigned rank) : job_(job), rank_(rank) {}
    unsigned rank() const noexcept override { return rank_; }
    unsigned size() const noexcept override { return job_.size_; }
    void or_all(std::span<std::uint64_t> words) override {
      {
        const std::lock_guard<std::mutex> lock(job_.mutex_);
        if (job_.adding_.empty()) job_.adding_.assign(words.size(), 0);
        if (job_.adding_.size() != words.size()) job_.lengths_differ_ = true;
        for (std::size_t i = 0; i < words.size() && i < job_.adding_.size(); ++i)
          job_.adding_[i] |= words[i];
      }
      ++calls_;
      job_.barrier_.arrive_and_wait();
      for (std::size_t i = 0; i < words.size() && i < job_.sum_.size(); ++i)
        words[i] = job_.sum_[i];
    }
    std::uint64_t calls() const noexcept { return calls_; }

   private:
    ThreadRanks& job_;
    unsigned rank_;
    std::uint64_t calls_ = 0;
  };

  // Runs body(rank's group, rank) on `size` threads; the exception each
  // rank ended with, if any.
  std::vector<std::exception_ptr> run(const std::function<void(Member&, unsigned)>& body) {
    std::vector<std::exception_ptr> failures(size_);
    std::vector<std::thread> threads;
    for (unsigned rank = 0; rank < size_; ++rank) {
      threads.emplace_back([&, rank] {
        Member member(*this, rank);
        try {
          body(member, rank);
        } catch (...) {
          failures[rank] = std::current_exception();
        }
      });
    }
    for (std::thread& thread : threads) thread.join();
    return failures;
  }

  bool lengths_differ() const noexcept { return lengths_differ_; }

 private:
  struct Complete {
    ThreadRanks* job;
    void operator()() noexcept {
      job->sum_.swap(job->adding_);
      job->adding_.clear();
    }
  };
  unsigned size_;
  std::mutex mutex_;
  std::vector<std::uint64_t> adding_;
  std::vector<std::uint64_t> sum_;
  bool lengths_differ_ = false;
  std::barrier<Complete> barrier_;
};

// Under AddressSanitizer or ThreadSanitizer, which run about ten times
// slower, the values test takes a share of its cases.
bool slow_build() {
#if defined(__SANITIZE_THREAD__)
  return true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
  return true;
#endif
#endif
  return testing_build::sanitized();
}

std::string what(const std::exception_ptr& failure) {
  try {
    std::rethrow_exception(failure);
  } catch (const std::exception& error) {
    return error.what();
  }
}

TEST(GrundySequenceShared, EveryRankCountGivesTheValuesOfOneProcess) {
  const std::vector<const char*> codes =
      slow_build() ? std::vector<const char*>{"grundy", "0.6"}
                   : std::vector<const char*>{"grundy", "0.6", "0.14", "0.376"};
  for (const char* code : codes) {
    const TakeAndBreakRule rule = std::string(code) == "grundy" ? TakeAndBreakRule::grundys_game()
                                                                : TakeAndBreakRule::octal(code);
    // About 75 blocks of 512 heaps, 20 under the sanitizers.
    const std::uint64_t kLast = slow_build() ? 12000 : 40000;
    GrundySequence alone(rule, GrundySequence::Method::automatic, 1);
    alone.extend_to(kLast);
    for (unsigned size : {1U, 2U, 3U, 4U}) {
      // The walks ahead: none (the default below 4 ranks), short, and the
      // stretch the default takes from 4 ranks on.
      for (std::uint64_t walk_ahead : {0, 100, 4096}) {
        ThreadRanks job(size);
        std::vector<std::vector<std::uint16_t>> values(size);
        std::vector<SharedWorkCost> costs(size);
        const auto failures = job.run([&](ThreadRanks::Member& ranks, unsigned rank) {
          GrundySequence sequence(rule);
          sequence.share_work(ranks, {}, walk_ahead);
          // Two calls, the first ending inside a block, as a resumed run does.
          sequence.extend_to(kLast / 3);
          sequence.extend_to(kLast);
          values[rank] = sequence.values().copy(0, sequence.size());
          costs[rank] = sequence.shared_work_cost();
        });
        for (const auto& failure : failures) ASSERT_FALSE(failure) << what(failure);
        EXPECT_FALSE(job.lengths_differ());
        for (unsigned rank = 0; rank < size; ++rank) {
          ASSERT_EQ(values[rank], alone.values().copy(0, alone.size()))
              << code << " with " << size << " ranks, rank " << rank << ", walking ahead "
              << walk_ahead;
          // The work was shared: most heaps came from shared blocks.
          EXPECT_GT(costs[rank].heaps, kLast / 2) << code;
          EXPECT_EQ(costs[rank].bytes_reduced, costs[0].bytes_reduced);
        }
      }
    }
  }
}

// Independently of the sparse method: the naive mex over every option.
TEST(GrundySequenceShared, AgreesWithTheNaiveMethod) {
  constexpr std::uint64_t kLast = 9000;
  GrundySequence naive(TakeAndBreakRule::grundys_game(), GrundySequence::Method::naive);
  naive.extend_to(kLast);
  ThreadRanks job(3);
  std::vector<std::vector<std::uint16_t>> values(3);
  const auto failures = job.run([&](ThreadRanks::Member& ranks, unsigned rank) {
    GrundySequence sequence(TakeAndBreakRule::grundys_game(), GrundySequence::Method::sparse);
    sequence.share_work(ranks, {}, 2000);
    sequence.extend_to(kLast);
    values[rank] = sequence.values().copy(0, sequence.size());
    EXPECT_GT(sequence.shared_work_cost().blocks, 5U);
  });
  for (const auto& failure : failures) ASSERT_FALSE(failure) << what(failure);
  for (const auto& got : values) ASSERT_EQ(got, naive.values().copy(0, naive.size()));
}

TEST(GrundySequenceShared, AFailureOnOneRankEndsEveryRankWithItsMessage) {
  ThreadRanks job(4);
  const auto failures = job.run([&](ThreadRanks::Member& ranks, unsigned rank) {
    GrundySequence sequence(TakeAndBreakRule::octal("0.6"));
    sequence.share_work(ranks);
    sequence.extend_to(300000, [&](const SequenceProgress& step) {
      if (rank == 2 && step.computed >= 131072) throw InputError("cannot write 'x.ck'");
    });
  });
  ASSERT_TRUE(failures[2]);
  EXPECT_EQ(what(failures[2]), "cannot write 'x.ck'");
  for (unsigned rank : {0U, 1U, 3U}) {
    ASSERT_TRUE(failures[rank]) << rank;
    EXPECT_EQ(what(failures[rank]), "rank 2 of 4: cannot write 'x.ck'");
    try {
      std::rethrow_exception(failures[rank]);
    } catch (const RankFailure&) {
    } catch (...) {
      ADD_FAILURE() << "rank " << rank << " did not throw RankFailure";
    }
  }
}

TEST(GrundySequenceShared, AStopOnOneRankStopsEveryRankAtTheSameValue) {
  ThreadRanks job(3);
  std::atomic<bool> asked{false};
  std::vector<std::uint64_t> stopped_at(3, 0);
  const auto failures = job.run([&](ThreadRanks::Member& ranks, unsigned rank) {
    GrundySequence sequence(TakeAndBreakRule::grundys_game());
    // Rank 1 alone is asked (a signal), once it has computed 70000 values.
    sequence.share_work(ranks, [&, rank] { return rank == 1 && asked.load(); });
    sequence.extend_to(400000, [&](const SequenceProgress& step) {
      if (rank == 1 && step.computed >= 70000) asked = true;
      if (step.stop_asked) stopped_at[rank] = step.computed;
    });
  });
  for (unsigned rank = 0; rank < 3; ++rank) {
    ASSERT_TRUE(failures[rank]);
    EXPECT_NE(what(failures[rank]).find("a rank was asked to stop"), std::string::npos);
    EXPECT_GE(stopped_at[rank], 70000U);
    EXPECT_LT(stopped_at[rank], 400000U);
    EXPECT_EQ(stopped_at[rank], stopped_at[0]);
  }
}

TEST(GrundySequenceShared, AgreementGoesOnOrStopsWhenNoRankFailed) {
  ThreadRanks job(5);
  std::vector<RankVerdict> verdicts(5);
  std::vector<RankVerdict> quiet(5);
  const auto failures = job.run([&](ThreadRanks::Member& ranks, unsigned rank) {
    quiet[rank] = agree(ranks, {});
    verdicts[rank] = agree(ranks, {nullptr, rank == 4});
  });
  for (unsigned rank = 0; rank < 5; ++rank) {
    ASSERT_FALSE(failures[rank]);
    EXPECT_EQ(quiet[rank], RankVerdict::go_on);
    EXPECT_EQ(verdicts[rank], RankVerdict::stop);
  }
}

}  // namespace
}  // namespace grundy
