#include "grundy/sequence_checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <utility>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

constexpr std::array<char, 8> kMagic{'G', 'R', 'U', 'N', 'D', 'Y', 'S', 'Q'};
constexpr std::uint32_t kVersion = 1;
constexpr std::size_t kLongestGame = 1 << 24;  // a subtraction set of 10^6 elements fits

static_assert(std::endian::native == std::endian::little,
              "checkpoints are written little-endian by copying memory");

std::string shown(const std::string& path) { return printable_token(path, 200); }

// The header and the values, with the running CRC-32 of what was written.
class CheckpointWriter {
 public:
  CheckpointWriter(const std::string& path, const std::string& shown_path)
      : shown_path_(shown_path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd_ < 0) fail(translate("cannot open it for writing"));
  }
  CheckpointWriter(const CheckpointWriter&) = delete;
  CheckpointWriter& operator=(const CheckpointWriter&) = delete;
  ~CheckpointWriter() {
    if (fd_ >= 0) ::close(fd_);
  }

  void write(const void* data, std::size_t size, bool counted = true) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    if (counted) crc_ = crc32_z(crc_, bytes, size);
    while (size > 0) {
      const ssize_t written = ::write(fd_, bytes, size);
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) fail(translate("write error (is the disk full?)"));
      bytes += written;
      size -= static_cast<std::size_t>(written);
    }
  }
  template <typename Number>
  void write_number(Number value) {
    write(&value, sizeof value);
  }
  void finish() {
    const auto crc = static_cast<std::uint32_t>(crc_);
    write(&crc, sizeof crc, false);
    if (::fsync(fd_) != 0) fail(translate("cannot flush it to the disk"));
    if (::close(fd_) != 0) fail(translate("write error"));
    fd_ = -1;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    throw InputError(format_translated("checkpoint '{}': {}", shown_path_, why));
  }
  std::string shown_path_;
  int fd_ = -1;
  uLong crc_ = crc32_z(0, nullptr, 0);
};

// Flushes the directory entry of a rename to the disk.
void sync_directory(const std::string& path) {
  std::filesystem::path directory = std::filesystem::path(path).parent_path();
  if (directory.empty()) directory = ".";
  const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;  // the rename is done; only its durability is left to the system
  ::fsync(fd);
  ::close(fd);
}

class CheckpointReader {
 public:
  CheckpointReader(const std::string& path, const std::string& shown_path)
      : in_(path, std::ios::binary), shown_path_(shown_path) {
    if (!in_) fail(translate("cannot open it for reading"));
  }

  void read(void* data, std::size_t size) {
    in_.read(static_cast<char*>(data), static_cast<std::streamsize>(size));
    if (static_cast<std::size_t>(in_.gcount()) != size) {
      fail(translate("the file is cut short (an interrupted copy?)"));
    }
    crc_ = crc32_z(crc_, static_cast<const unsigned char*>(data), size);
  }
  template <typename Number>
  Number read_number() {
    Number value{};
    read(&value, sizeof value);
    return value;
  }
  void check_end() {
    std::uint32_t stored = 0;
    const auto computed = static_cast<std::uint32_t>(crc_);
    in_.read(reinterpret_cast<char*>(&stored), sizeof stored);
    if (in_.gcount() != sizeof stored)
      fail(translate("the file is cut short (an interrupted copy?)"));
    if (in_.peek() != std::char_traits<char>::eof())
      fail(translate("there are bytes after its end"));
    if (stored != computed) {
      fail(format_translated("it is damaged: its checksum is {:08x}, its contents give {:08x}",
                             stored, computed));
    }
  }
  [[noreturn]] void fail(const std::string& why) const {
    throw InputError(format_translated("checkpoint '{}': {}", shown_path_, why));
  }

 private:
  std::ifstream in_;
  std::string shown_path_;
  uLong crc_ = crc32_z(0, nullptr, 0);
};

}  // namespace

void write_sequence_checkpoint(const std::string& path, const TakeAndBreakRule& rule,
                               const SequenceValues& values) {
  const std::string temporary = path + ".tmp";
  {
    CheckpointWriter out(temporary, shown(temporary));
    out.write(kMagic.data(), kMagic.size());
    out.write_number(kVersion);
    out.write_number(std::uint32_t{values.width()});
    out.write_number(std::uint64_t{values.size()});
    out.write_number(static_cast<std::uint32_t>(rule.code().size()));
    out.write(rule.code().data(), rule.code().size());
    values.visit([&](auto stored) { out.write(stored.data(), stored.size_bytes()); });
    out.finish();
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    throw InputError(format_translated("checkpoint '{}': cannot rename '{}' to it: {}", shown(path),
                                       shown(temporary), std::strerror(errno)));
  }
  sync_directory(path);
}

SequenceCheckpoint read_sequence_checkpoint(const std::string& path, const TakeAndBreakRule& rule) {
  CheckpointReader in(path, shown(path));
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error))
    in.fail(translate("it is not a regular file"));
  const std::uint64_t size = std::filesystem::file_size(path, error);
  if (error) in.fail(translate("cannot open it for reading"));
  std::array<char, 8> magic{};
  in.read(magic.data(), magic.size());
  if (magic != kMagic)
    in.fail(translate("it is not a grundy checkpoint (it does not start with GRUNDYSQ)"));
  if (const auto version = in.read_number<std::uint32_t>(); version != kVersion) {
    in.fail(format_translated("it has format version {}, and this grundy reads version {}", version,
                              kVersion));
  }
  const auto width = in.read_number<std::uint32_t>();
  if (width != 1 && width != 2) {
    in.fail(format_translated(
        "it stores values of {} bytes, and this grundy reads values of 1 or 2 bytes", width));
  }
  const auto count = in.read_number<std::uint64_t>();
  const auto game_length = in.read_number<std::uint32_t>();
  if (game_length > kLongestGame)
    in.fail(translate("it is not a grundy checkpoint (its game is too long)"));
  SequenceCheckpoint checkpoint;
  checkpoint.game.resize(game_length);
  in.read(checkpoint.game.data(), game_length);
  // Checked before the values are read: a file whose count is damaged must
  // not make us reserve memory for it.
  const std::uint64_t header = kMagic.size() + 4 + 4 + 8 + 4 + game_length;
  if (count > (size - std::min(size, header + 4)) / width || count == 0) {
    in.fail(format_translated("it says it holds {} values, and its size is {} bytes", count, size));
  }
  if (width == 1) {
    std::vector<std::uint8_t> values(count);
    in.read(values.data(), count);
    checkpoint.values = SequenceValues(std::move(values));
  } else {
    std::vector<std::uint16_t> values(count);
    in.read(values.data(), count * 2);
    checkpoint.values = SequenceValues(std::move(values));
  }
  in.check_end();
  if (checkpoint.game != rule.code()) {
    in.fail(format_translated("it holds the sequence of {}, not of {}",
                              printable_token(checkpoint.game, 60), rule.code()));
  }
  if (checkpoint.values[0] != 0) in.fail(translate("it is damaged: G(0) must be 0"));
  return checkpoint;
}

}  // namespace grundy
