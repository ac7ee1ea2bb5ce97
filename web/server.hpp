// `grundy serve`: the page and the JSON API over HTTP (GNU libmicrohttpd).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "api.hpp"
#include "grundy/resource_limit.hpp"

namespace grundy::web {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  // API requests computed at once: the workers, apart from the one
  // thread that reads and writes every connection (event-driven, epoll),
  // so that a slow or idle client holds a connection, never a worker.
  std::size_t threads = 32;
  // API requests that may wait for a worker; beyond them the answer is 503
  // with Retry-After, at once.
  std::size_t queue = 256;
  // Connections open at once, in all and from one client address; beyond
  // them a new connection is closed at once.
  std::size_t max_connections = 10'000;
  std::size_t max_connections_per_client = 256;
  // A client that sends (or takes) nothing for this long is dropped, an idle
  // kept-alive connection too (rounded up to whole seconds).
  int timeout_ms = 5000;
  // The time one API request may take (0: none): 503 past it.
  std::chrono::milliseconds request_timeout = kDefaultRequestTimeout;
  // The server refuses to start when `threads` requests at their largest
  // (kRequestBytes each) would not fit.
  MemoryBudget max_memory;
};

// The values of heap games kept between requests (heap_values_cache.hpp):
// octal(0.6) up to 2^22, the largest a request may ask for, takes 8 MiB.
inline constexpr std::uint64_t kHeapValuesCacheBytes = std::uint64_t{256} << 20;

// The memory of one connection for its request line and headers (and what
// it reads at once): a request whose head does not fit is refused (431).
inline constexpr std::size_t kConnectionMemory = 32 * 1024;

// The most memory one request can need, by the API's limits (api.hpp): a
// 64 KiB body, an octal game's values up to 2^22 tokens (about 26 MiB, see
// take_and_break_game.hpp), an answer of at most a million numbers in its
// moves' results (about 20 MiB with its JSON tree). Measured: 37 MiB for
// Nim on 10,000 heaps with 9,999 winning moves; but 385 MiB (and 16 s) for
// octal(0.6) 4194303, against 26 MiB for `grundy solve` of the same, so this
// is not yet an upper bound (see docs/web.md, "The server under load and faults").
inline constexpr std::uint64_t kRequestBytes = std::uint64_t{64} << 20;

// Raises this process's soft limit of open files toward the hard one so that
// `connections` sockets fit (the soft limit is often 1024): the connection
// limit, not the descriptors, then decides.
void allow_descriptors(std::uint64_t connections);

// Serves until the process is stopped. `on_ready` receives the bound port
// once the server listens. Throws grundy::Error when it cannot bind.
void serve(const ServerOptions& options, const std::function<void(int port)>& on_ready);

}  // namespace grundy::web
