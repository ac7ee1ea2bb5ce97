#include "scratch_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

namespace grundy::e2e {

ScratchFile::ScratchFile(const std::string& contents) {
  // mkstemp: ctest runs tests in parallel, so every file needs its own name.
  std::string pattern = (std::filesystem::temp_directory_path() / "grundy-e2e-XXXXXX").string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = mkstemp(name.data());
  if (fd < 0) throw std::runtime_error(std::string("mkstemp: ") + std::strerror(errno));
  path_ = name.data();
  std::size_t written = 0;
  while (written < contents.size()) {
    const ssize_t n = write(fd, contents.data() + written, contents.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const std::string why = std::strerror(errno);
      close(fd);
      std::remove(path_.c_str());
      throw std::runtime_error("writing " + path_ + ": " + why);
    }
    written += static_cast<std::size_t>(n);
  }
  close(fd);
}

ScratchFile::~ScratchFile() { std::remove(path_.c_str()); }

}  // namespace grundy::e2e
