// Golden files (tests/data/golden/*.jsonl): one JSON record a line, what a
// real front end answered. Shared by the command's golden test
// (tests/e2e/golden_test.cpp) and the API's (tests/web/api_golden_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace grundy::golden {

// With GRUNDY_RECORD_GOLDEN set, writes `found` to `path`. Otherwise compares
// each record with the one on its line: `key` must be equal (the same
// question; else the list changed and must be recorded again), then every
// field of `fields`, each failure named by `describe(record)` and the line.
// With a `stride` above 1, `found` holds the answers to every stride-th
// question only (0, stride, 2 stride, ...), compared with those lines.
inline void check_records(const std::string& path, const std::vector<nlohmann::json>& found,
                          const std::string& key, const std::vector<std::string>& fields,
                          const std::function<std::string(const nlohmann::json&)>& describe,
                          std::size_t stride = 1) {
  if (std::getenv("GRUNDY_RECORD_GOLDEN") != nullptr) {
    ASSERT_EQ(stride, 1U) << path << ": record golden files in the release build";
    std::ofstream out(path);
    for (const nlohmann::json& record : found) out << record.dump() << '\n';
    return;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in) << "no golden file " << path << " (record it: GRUNDY_RECORD_GOLDEN=1)";
  std::vector<nlohmann::json> golden;
  for (std::string line; std::getline(in, line);) golden.push_back(nlohmann::json::parse(line));
  ASSERT_EQ((golden.size() + stride - 1) / stride, found.size())
      << path << ": the list changed; record again";
  for (std::size_t i = 0; i < found.size(); ++i) {
    const nlohmann::json& expected = golden[i * stride];
    const std::string what =
        describe(found[i]) + " (" + path + " line " + std::to_string(i * stride + 1) + ")";
    ASSERT_EQ(expected[key], found[i][key]) << what;
    for (const std::string& field : fields)
      EXPECT_EQ(expected[field], found[i][field]) << field << ": " << what;
  }
}

}  // namespace grundy::golden
