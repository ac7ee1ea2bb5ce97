// A Grundy sequence saved to a file and read back, so that a run of hours
// survives an interruption: `grundy seq GAME --upto N --checkpoint FILE`.
//
// The file (all integers little-endian):
//   offset 0   8 bytes  "GRUNDYSQ"
//          8   u32      format version, 1
//         12   u32      width: bytes per stored value, 1 while every value
//                       is below 256, else 2
//         16   u64      count: the values G(0) .. G(count - 1) that follow
//         24   u32      L, the length of the game's code
//         28   L bytes  the game's code as TakeAndBreakRule::code() writes it
//                       ("0.6", "grundy", "subtraction(1,3,4)")
//         28+L          count values of `width` bytes each
//         end-4 u32     CRC-32 (zlib's, the one of gzip and PNG) of every
//                       byte before it
// A file is written whole to FILE.tmp, flushed to the disk (fsync), and then
// renamed over FILE, so that FILE is at every moment either the old
// checkpoint or the new one, never half of one.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "grundy/sequence_values.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

struct SequenceCheckpoint {
  std::string game;       // the rule's code
  SequenceValues values;  // G(0) .. G(count - 1)
};

// Writes the values of `rule` atomically (see above). Throws InputError
// naming the file when it cannot be written.
void write_sequence_checkpoint(const std::string& path, const TakeAndBreakRule& rule,
                               const SequenceValues& values);

// Reads a checkpoint of `rule`. Throws InputError naming the file and what
// is wrong: it cannot be read, it is not a checkpoint, its version or width
// is unknown, it is cut short or its checksum does not match (damaged), or
// it holds another game.
SequenceCheckpoint read_sequence_checkpoint(const std::string& path, const TakeAndBreakRule& rule);

}  // namespace grundy
