// A file the test writes for the program to read, removed when the test ends.
#pragma once

#include <string>

namespace grundy::e2e {

class ScratchFile {
 public:
  // Creates a fresh file in the temporary directory holding exactly `contents`.
  explicit ScratchFile(const std::string& contents);
  ~ScratchFile();
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace grundy::e2e
