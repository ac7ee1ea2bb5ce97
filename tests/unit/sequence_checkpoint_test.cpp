#include "grundy/sequence_checkpoint.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"

namespace grundy {
namespace {

// A file name in the temporary directory, removed (with its .tmp) at the end.
class CheckpointPath {
 public:
  CheckpointPath()
      : path_((std::filesystem::temp_directory_path() /
               ("grundy-checkpoint-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name()))
                  .string()) {}
  ~CheckpointPath() {
    std::filesystem::remove(path_);
    std::filesystem::remove(path_ + ".tmp");
  }
  const std::string& str() const { return path_; }

 private:
  std::string path_;
};

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void overwrite(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

std::string checkpoint_error_of(const std::string& path, const TakeAndBreakRule& rule) {
  try {
    read_sequence_checkpoint(path, rule);
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

TEST(SequenceCheckpoint, RoundTripsTheValuesAndTheGame) {
  const CheckpointPath path;
  const TakeAndBreakRule kayles = TakeAndBreakRule::octal("0.77");
  GrundySequence sequence(kayles);
  sequence.extend_to(999);
  write_sequence_checkpoint(path.str(), kayles, sequence.values());
  EXPECT_FALSE(std::filesystem::exists(path.str() + ".tmp"));
  // The documented layout: 28 bytes of header, the code, 2 bytes a value, CRC.
  const std::string bytes = contents(path.str());
  EXPECT_EQ(bytes.size(), 28 + 4 + 1000 + 4);  // a byte a value: Kayles' are below 256
  EXPECT_EQ(bytes[12], 1);
  EXPECT_EQ(bytes.substr(0, 8), "GRUNDYSQ");
  EXPECT_EQ(bytes.substr(28, 4), "0.77");
  const SequenceCheckpoint read = read_sequence_checkpoint(path.str(), kayles);
  EXPECT_EQ(read.game, "0.77");
  EXPECT_EQ(read.values, sequence.values());
  // Another name of the same rule reads it too: the code is what counts.
  EXPECT_NO_THROW(read_sequence_checkpoint(path.str(), TakeAndBreakRule::hexadecimal("0.77")));
}

TEST(SequenceCheckpoint, EveryKindOfBadFileIsOneClearError) {
  const CheckpointPath path;
  const TakeAndBreakRule dawson = TakeAndBreakRule::octal("0.07");
  GrundySequence sequence(dawson);
  sequence.extend_to(300);
  write_sequence_checkpoint(path.str(), dawson, sequence.values());
  const std::string good = contents(path.str());

  EXPECT_NE(checkpoint_error_of(path.str(), TakeAndBreakRule::octal("0.6"))
                .find("holds the sequence of 0.07, not of 0.6"),
            std::string::npos);
  std::string flipped = good;
  flipped[28 + 4 + 2 * 150] ^= 1;  // one bit of G(150)
  overwrite(path.str(), flipped);
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("damaged: its checksum"),
            std::string::npos);
  overwrite(path.str(), good.substr(0, good.size() - 10));
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("says it holds 301 values"),
            std::string::npos);
  overwrite(path.str(), good.substr(0, 20));
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("cut short"), std::string::npos);
  overwrite(path.str(), good + "x");
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("bytes after its end"), std::string::npos);
  overwrite(path.str(), "heap sizes\n1 2 3\n");
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("not a grundy checkpoint"),
            std::string::npos);
  std::string future = good;
  future[8] = 2;  // version 2
  overwrite(path.str(), future);
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("format version 2"), std::string::npos);
  std::filesystem::remove(path.str());
  EXPECT_NE(checkpoint_error_of(path.str(), dawson).find("cannot open it for reading"),
            std::string::npos);
  EXPECT_NE(checkpoint_error_of(std::filesystem::temp_directory_path().string(), dawson)
                .find("not a regular file"),
            std::string::npos);
  EXPECT_THROW(write_sequence_checkpoint("/nonexistent-directory/x", dawson, sequence.values()),
               InputError);
}

// A sequence restored at any length goes on with the values, the period and
// the proof of one that never stopped, with either method.
TEST(SequenceCheckpoint, ARestoredSequenceGoesOnAsIfNeverStopped) {
  struct Case {
    TakeAndBreakRule rule;
    GrundySequence::Method method;
    std::uint64_t last;
  };
  const std::vector<Case> cases{
      // Past kPipelineStart (2^14): the two-thread pipeline, on a machine with two cores.
      {TakeAndBreakRule::grundys_game(), GrundySequence::Method::automatic, 50000},
      {TakeAndBreakRule::octal("0.6"), GrundySequence::Method::sparse, 30000},
      // Proven at 256, before most stops.
      {TakeAndBreakRule::octal("0.77"), GrundySequence::Method::automatic, 3000},
      {TakeAndBreakRule::subtraction({2, 8, 9}), GrundySequence::Method::naive, 2000}};
  for (const Case& c : cases) {
    GrundySequence whole(c.rule, c.method);
    whole.extend_to(c.last);
    for (const std::uint64_t stop :
         {std::uint64_t{1}, std::uint64_t{300}, std::uint64_t{4097}, c.last / 3, c.last / 2 + 7}) {
      if (stop >= c.last) continue;
      GrundySequence first(c.rule, c.method);
      first.extend_to(stop);
      GrundySequence resumed(c.rule, c.method);
      resumed.restore(first.values());
      EXPECT_EQ(resumed.proof().has_value(), first.proof().has_value())
          << c.rule.code() << " at " << stop;
      resumed.extend_to(c.last);
      ASSERT_TRUE(resumed.values() == whole.values()) << c.rule.code() << " stopped at " << stop;
      ASSERT_EQ(resumed.proof().has_value(), whole.proof().has_value()) << c.rule.code();
      if (whole.proof()) {
        EXPECT_EQ(resumed.proof()->period, whole.proof()->period);
        EXPECT_EQ(resumed.proof()->values_used, whole.proof()->values_used);
      }
    }
  }
  GrundySequence started(TakeAndBreakRule::octal("0.77"));
  started.extend_to(10);
  EXPECT_THROW(started.restore(SequenceValues(std::vector<std::uint16_t>{0, 1})), RuleError);
  GrundySequence fresh(TakeAndBreakRule::octal("0.77"));
  EXPECT_THROW(fresh.restore(SequenceValues(std::vector<std::uint16_t>{1, 1})), RuleError);
}

}  // namespace
}  // namespace grundy
