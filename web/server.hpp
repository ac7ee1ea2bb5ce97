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
  // The server's memory in all: the connections' buffers, the cache of heap
  // values and a fixed share for the program come first (server_bytes), and
  // every request draws what it allocates from the rest (memory_account.hpp:
  // MemoryPool); a request that finds it taken is answered 503 with
  // Retry-After, so that however many requests run, the total holds.
  MemoryBudget max_memory{kDefaultServerMemory};
  // What one request may allocate; past it, 422. It must fit in what
  // max_memory leaves for requests, or the server refuses to start.
  MemoryBudget request_memory{kDefaultRequestMemory};
};

// The values of heap games kept between requests (heap_values_cache.hpp):
// octal(0.6) up to 2^22, the largest a request may ask for, takes 8 MiB.
inline constexpr std::uint64_t kHeapValuesCacheBytes = std::uint64_t{256} << 20;

// The memory of one connection for its request line and headers (and what
// it reads at once): a request whose head does not fit is refused (431).
inline constexpr std::size_t kConnectionMemory = 32 * 1024;

// The memory of the program itself beside its requests: its code, the
// families, the workers' stacks, MHD's own tables.
inline constexpr std::uint64_t kServerBaseBytes = std::uint64_t{64} << 20;

// What `options` set aside before requests: the connections' buffers at
// their most, the cache of heap values and the program (kServerBaseBytes).
std::uint64_t server_bytes(const ServerOptions& options);

// Raises this process's soft limit of open files toward the hard one so that
// `connections` sockets fit (the soft limit is often 1024): the connection
// limit, not the descriptors, then decides.
void allow_descriptors(std::uint64_t connections);

// Serves until the process is stopped. `on_ready` receives the bound port
// once the server listens. Throws grundy::Error when it cannot bind.
void serve(const ServerOptions& options, const std::function<void(int port)>& on_ready);

}  // namespace grundy::web
