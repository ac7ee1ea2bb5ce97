// The cooperative time limit (deadline.hpp): work that runs past a deadline on
// its thread stops with TimeLimitError in each engine that checks it, and
// without a deadline nothing changes.
#include "grundy/deadline.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <thread>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/json_report.hpp"
#include "grundy/misere.hpp"
#include "grundy/take_and_break.hpp"
#include "grundy/text_report.hpp"

namespace grundy {
namespace {

using std::chrono::milliseconds;

// A deadline that has already passed: the first check that reads the clock
// throws, whatever the speed of the machine.
TEST(Deadline, EachEngineStopsOnceItHasPassed) {
  const ScopedDeadline deadline(milliseconds(0));
  GrundySequence sequence(TakeAndBreakRule::octal("0.6"));
  EXPECT_THROW(sequence.extend_to(1 << 20), TimeLimitError);
  // The misère search of a sum (GrundySearch), a game on a graph (the
  // component search) and the misère quotient.
  MisereAnalysis::Options no_quotient;
  no_quotient.use_quotient = false;
  no_quotient.use_tame_genus = false;
  EXPECT_THROW(
      MisereAnalysis(parse_expression("kayles 12 + dawson 12 + grundy-game 12"), no_quotient),
      TimeLimitError);
  EXPECT_THROW((void)Analysis(parse_expression("node-kayles(grid(5,6))")).grundy_value(),
               TimeLimitError);
  EXPECT_THROW(MisereAnalysis(parse_expression("kayles 100 90 80")), TimeLimitError);
}

TEST(Deadline, WithoutOneOrBeforeItNothingChanges) {
  GrundySequence alone(TakeAndBreakRule::octal("0.6"));
  alone.extend_to(20000);
  {
    const ScopedDeadline deadline(std::chrono::hours(1));
    GrundySequence within(TakeAndBreakRule::octal("0.6"));
    within.extend_to(20000);
    for (std::uint64_t n = 0; n <= 20000; ++n) ASSERT_EQ(within[n], alone[n]) << n;
  }
  // Nested: the earlier deadline holds inside a later one; leaving both
  // leaves none.
  {
    const ScopedDeadline outer(milliseconds(0));
    const ScopedDeadline inner(std::chrono::hours(1));
    EXPECT_LT(inner.at(), std::chrono::steady_clock::now() + std::chrono::minutes(1));
    GrundySequence sequence(TakeAndBreakRule::octal("0.6"));
    EXPECT_THROW(sequence.extend_to(1 << 20), TimeLimitError);
  }
  GrundySequence after(TakeAndBreakRule::octal("0.6"));
  EXPECT_NO_THROW(after.extend_to(100000));
  // Another thread has a deadline of its own: none here.
  std::thread other([] {
    const ScopedDeadline deadline(milliseconds(0));
    GrundySequence sequence(TakeAndBreakRule::octal("0.6"));
    EXPECT_THROW(sequence.extend_to(1 << 20), TimeLimitError);
  });
  other.join();
  EXPECT_NO_THROW(after.extend_to(200000));
}

// The hook for long work: called once, by the first check past its time,
// never before it, and not at all by work that ends sooner.
int long_work_calls = 0;
void count_long_work() { ++long_work_calls; }

TEST(Deadline, TheLongWorkHookIsCalledOnceByTheFirstCheckPastItsTime) {
  long_work_calls = 0;
  {
    const ScopedDeadline deadline(std::chrono::hours(1), milliseconds(30), &count_long_work);
    check_deadline_now();
    EXPECT_EQ(long_work_calls, 0);
    std::this_thread::sleep_for(milliseconds(40));
    check_deadline_now();
    check_deadline_now();
    EXPECT_EQ(long_work_calls, 1);
  }
  {
    const ScopedDeadline quick(std::chrono::hours(1), std::chrono::hours(1), &count_long_work);
    for (int i = 0; i < 1000; ++i) check_deadline();
  }
  EXPECT_EQ(long_work_calls, 1);
  // The time limit still holds beside it.
  const ScopedDeadline passed(milliseconds(0), milliseconds(0), &count_long_work);
  EXPECT_THROW(check_deadline_now(), TimeLimitError);
}

// Optional work within a budget of its own: stopped by its budget, it
// answers false and the caller goes on; stopped because the whole request is
// out of time, the error goes on to the caller. A budget of zero is none.
TEST(Deadline, OptionalWorkStopsAtItsBudgetAndTheRequestGoesOn) {
  const auto until_stopped = [] {
    for (;;) check_deadline_now();
  };
  EXPECT_FALSE(run_within_budget(std::chrono::nanoseconds(1), until_stopped));
  bool done = false;
  EXPECT_TRUE(run_within_budget(std::chrono::hours(1), [&] { done = true; }));
  EXPECT_TRUE(done);
  done = false;
  EXPECT_TRUE(run_within_budget(std::chrono::nanoseconds(0), [&] { done = true; }));
  EXPECT_TRUE(done);
  // Inside a request whose deadline is later, the budget stops the work and
  // the request's deadline still holds after it.
  {
    const ScopedDeadline request(std::chrono::hours(1));
    EXPECT_FALSE(run_within_budget(std::chrono::nanoseconds(1), until_stopped));
    EXPECT_NO_THROW(check_deadline_now());
  }
  // Inside a request already out of time, the request's error goes on.
  const ScopedDeadline request(milliseconds(0));
  EXPECT_THROW(run_within_budget(std::chrono::hours(1), until_stopped), TimeLimitError);
}

// The remoteness of a game tree beyond any budget (more than 100,000
// positions: seconds of search) is reported as not searched within the
// budget, at once, by the text report and the JSON alike.
TEST(Deadline, TheReportsSayWhatTheBudgetLeftOut) {
  const std::unique_ptr<Solution> solution =
      solve(parse_expression("turning-corners 2,3 5,6"), PlayConvention::normal);
  report::TextReportOptions text;
  text.extras_budget = std::chrono::milliseconds(1);
  std::ostringstream out;
  report::write_solution_text(out, *solution, text);
  EXPECT_NE(out.str().find("remoteness: not searched within the time budget of 1 ms"),
            std::string::npos)
      << out.str();
  report::JsonLimits json;
  json.remoteness = RemotenessLimits{};
  json.extras_budget = std::chrono::milliseconds(1);
  const nlohmann::ordered_json object = report::solution_json(*solution, json);
  EXPECT_TRUE(object["remoteness"].is_null());
  EXPECT_EQ(object["remoteness_beyond"], "not worked out within the time budget of 1 ms");
  EXPECT_EQ(object["grundy"], 9);  // the answer itself is whole
}

}  // namespace
}  // namespace grundy
