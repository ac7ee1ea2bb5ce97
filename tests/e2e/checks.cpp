#include "checks.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "../reference/oracle_corpus.hpp"

namespace grundy::e2e {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

bool has_line(const std::string& text, const std::string& line) {
  const std::vector<std::string> lines = lines_of(text);
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

std::string solve_text(const std::vector<std::string>& words) {
  std::vector<std::string> args = {"solve"};
  args.insert(args.end(), words.begin(), words.end());
  const RunResult result = run_grundy(args);
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  return result.out;
}

nlohmann::json parse_json(const RunResult& result) {
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  if (!nlohmann::json::accept(result.out)) {
    ADD_FAILURE() << "not JSON: " << result;
    return nlohmann::json::object();
  }
  return nlohmann::json::parse(result.out);
}

nlohmann::json solve_json(const std::string& position) {
  return parse_json(run_grundy({"solve", "--json", position}));
}

std::string expect_one_error_line(const RunResult& result) {
  EXPECT_EQ(result.status, 2) << result;
  EXPECT_EQ(result.out, "") << result;
  const std::vector<std::string> lines = lines_of(result.err);
  EXPECT_EQ(lines.size(), 1U) << result;
  EXPECT_TRUE(!result.err.empty() && result.err.back() == '\n') << result;
  if (lines.empty()) return "";
  EXPECT_EQ(lines[0].rfind("error: ", 0), 0U) << result;
  return lines[0];
}

nlohmann::json contract_keys(const nlohmann::json& answer) {
  nlohmann::json kept = nlohmann::json::object();
  for (const char* key : {"position", "grundy", "outcome", "winning_moves"}) {
    if (answer.contains(key)) kept[key] = answer[key];
  }
  return kept;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string own_temp_dir() {
  // Removed with everything in it when the test program exits.
  struct RemovedAtExit {
    std::string path;
    ~RemovedAtExit() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const RemovedAtExit folder{::testing::TempDir() + "grundy-e2e-" +
                                    std::to_string(getpid()) + "/"};
  return folder.path;
}

std::string oracle_corpus_sample(const std::string& name) {
  const std::string data = GRUNDY_TEST_DATA;
  const std::string file = own_temp_dir() + name + "/oracle/corpus.txt";
  oracle_corpus::write(file, oracle_corpus::one_of_each_family(
                                 oracle_corpus::read(data + "/oracle/corpus.txt", data)));
  return file;
}

}  // namespace grundy::e2e
