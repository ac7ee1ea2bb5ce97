#include "server.hpp"

#include <fmt/format.h>
#include <microhttpd.h>
#include <netdb.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include <atomic>
#include <charconv>
#include <cstring>
#include <future>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "assets.hpp"
#include "grundy/errors.hpp"
#include "grundy/heap_values_cache.hpp"
#include "grundy/integers.hpp"
#include "grundy/memory_account.hpp"
#include "worker_pool.hpp"

namespace grundy::web {
namespace {

// One request as it arrives: its body gathered chunk by chunk, then, for the
// API, the answer a worker computed while the connection was suspended.
struct PendingRequest {
  ApiRequest request;
  bool too_large = false;
  bool dispatched = false;
  std::atomic<bool> answered{false};  // set by the worker, after `answer`
  ApiResponse answer;
};

// What the connection thread needs: the API's limits and families, and the
// workers.
struct Service {
  ApiLimits limits;
  const FamilyRegistry* families = nullptr;
  WorkerPool* workers = nullptr;
};

MHD_Result send(MHD_Connection* connection, unsigned status, std::string_view body,
                std::string_view content_type, const char* retry_after = nullptr) {
  MHD_Response* response = MHD_create_response_from_buffer(
      body.size(), const_cast<char*>(body.data()), MHD_RESPMEM_MUST_COPY);
  if (response == nullptr) return MHD_NO;
  MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE,
                          std::string(content_type).c_str());
  if (retry_after != nullptr)
    MHD_add_response_header(response, MHD_HTTP_HEADER_RETRY_AFTER, retry_after);
  const MHD_Result queued = MHD_queue_response(connection, status, response);
  MHD_destroy_response(response);
  return queued;
}

MHD_Result send_json(MHD_Connection* connection, unsigned status, const std::string& body,
                     const char* retry_after = nullptr) {
  return send(connection, status, body, "application/json", retry_after);
}

MHD_Result send_error(MHD_Connection* connection, unsigned status, const std::string& message,
                      const char* retry_after = nullptr) {
  return send_json(connection, status, nlohmann::json{{"error", message}}.dump(), retry_after);
}

// The embedded files, answered at once on the connection thread: the path is
// looked up, never opened.
MHD_Result send_asset(MHD_Connection* connection, const PendingRequest& pending) {
  if (pending.request.method != "GET" && pending.request.method != "HEAD") {
    return send_error(connection, MHD_HTTP_METHOD_NOT_ALLOWED, "use GET for the page's files");
  }
  std::string_view path = pending.request.path;
  if (path == "/") path = "/index.html";
  for (const Asset& asset : embedded_assets()) {
    if (asset.path != path) continue;
    MHD_Response* response = MHD_create_response_from_buffer(
        asset.body.size(), const_cast<char*>(asset.body.data()), MHD_RESPMEM_PERSISTENT);
    if (response == nullptr) return MHD_NO;
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE,
                            std::string(asset.content_type).c_str());
    const MHD_Result queued = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return queued;
  }
  return send_error(connection, MHD_HTTP_NOT_FOUND, "not found");
}

// Answers while the workers are busy: how many there are and how loaded.
// and what the cache of heap values holds.
MHD_Result send_health(MHD_Connection* connection, const Service& service) {
  const WorkerPool::Load load = service.workers->load();
  nlohmann::json health = {{"status", "ok"},
                           {"workers", load.workers},
                           {"busy", load.busy},
                           {"queued", load.queued},
                           {"queue_capacity", load.queue_capacity}};
  if (const auto& cache = service.limits.compute.take_and_break.cache) {
    const HeapValuesCache::Usage usage = cache->usage();
    health["heap_values_cache"] = {{"rules", usage.rules},
                                   {"bytes", usage.bytes},
                                   {"max_bytes", usage.max_bytes},
                                   {"hits", usage.hits},
                                   {"misses", usage.misses}};
  }
  return send_json(connection, MHD_HTTP_OK, health.dump());
}

MHD_Result collect_argument(void* into, MHD_ValueKind, const char* key, const char* value) {
  static_cast<std::map<std::string, std::string>*>(into)->emplace(key,
                                                                  value == nullptr ? "" : value);
  return MHD_YES;
}

// An API request goes to a worker while its connection is suspended; the
// worker resumes it, and MHD calls the handler again to send the answer.
// Only this (the one connection) thread submits, so the room seen in the
// pool cannot vanish before the submission.
MHD_Result dispatch(MHD_Connection* connection, PendingRequest& pending, Service& service) {
  MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, &collect_argument,
                            &pending.request.query);
  if (!service.workers->has_room()) {
    return send_error(
        connection, MHD_HTTP_SERVICE_UNAVAILABLE,
        "the server is busy: every worker is taken and the queue is full; try again in "
        "a moment",
        "1");
  }
  pending.dispatched = true;
  MHD_suspend_connection(connection);
  std::function<void()> task = [&pending, &service, connection] {
    pending.answer = handle_api(pending.request, service.limits, *service.families);
    pending.answered.store(true, std::memory_order_release);
    MHD_resume_connection(connection);
  };
  if (!service.workers->try_submit(task)) task();  // cannot happen: room was seen above
  return MHD_YES;
}

MHD_Result on_request(void* context, MHD_Connection* connection, const char* url,
                      const char* method, const char* /*version*/, const char* upload_data,
                      std::size_t* upload_data_size, void** request_context) {
  Service& service = *static_cast<Service*>(context);
  auto* pending = static_cast<PendingRequest*>(*request_context);
  if (pending == nullptr) {
    // The head has arrived. A body announced beyond the limit is refused
    // before it is read.
    pending = new PendingRequest;
    *request_context = pending;
    pending->request.method = method;
    pending->request.path = url;
    const char* length =
        MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    if (length != nullptr) {
      std::uint64_t announced = 0;
      const char* end = length + std::strlen(length);
      const auto [rest, error] = std::from_chars(length, end, announced);
      if (error != std::errc() || rest != end || announced > kMaxBodyBytes) {
        return send_error(connection, MHD_HTTP_CONTENT_TOO_LARGE,
                          fmt::format("a body is at most {} bytes", kMaxBodyBytes));
      }
    }
    return MHD_YES;
  }
  if (*upload_data_size != 0) {
    // A chunked body over the limit is read to its end and refused.
    if (pending->request.body.size() + *upload_data_size > kMaxBodyBytes) {
      pending->too_large = true;
    } else if (!pending->too_large) {
      pending->request.body.append(upload_data, *upload_data_size);
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  if (pending->answered.load(std::memory_order_acquire)) {
    const std::string retry_after = std::to_string(pending->answer.retry_after);
    return send_json(connection, static_cast<unsigned>(pending->answer.status),
                     pending->answer.body,
                     pending->answer.retry_after > 0 ? retry_after.c_str() : nullptr);
  }
  if (pending->dispatched) return MHD_YES;  // resumed before the answer (not expected)
  if (pending->too_large) {
    return send_error(connection, MHD_HTTP_CONTENT_TOO_LARGE,
                      fmt::format("a body is at most {} bytes", kMaxBodyBytes));
  }
  const std::string& path = pending->request.path;
  if (path == "/healthz") return send_health(connection, service);
  if (path.starts_with("/api/")) return dispatch(connection, *pending, service);
  return send_asset(connection, *pending);
}

void on_completed(void*, MHD_Connection*, void** request_context, MHD_RequestTerminationCode) {
  delete static_cast<PendingRequest*>(*request_context);
  *request_context = nullptr;
}

// The address to listen on: a numeric IPv4 or IPv6 address, or a name.
struct ListenAddress {
  sockaddr_storage address{};
  bool ipv6 = false;
};

ListenAddress resolve(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (getaddrinfo(host.c_str(), service.c_str(), &hints, &found) != 0 || found == nullptr) {
    throw InputError(
        fmt::format("cannot listen on {}:{}: no such address", printable_token(host, 80), port));
  }
  ListenAddress result;
  std::memcpy(&result.address, found->ai_addr, found->ai_addrlen);
  result.ipv6 = found->ai_family == AF_INET6;
  freeaddrinfo(found);
  return result;
}

}  // namespace

void allow_descriptors(std::uint64_t connections) {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  const rlim_t wanted = static_cast<rlim_t>(connections) + 256;
  if (limit.rlim_cur >= wanted) return;
  limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
  setrlimit(RLIMIT_NOFILE, &limit);
}

std::uint64_t server_bytes(const ServerOptions& options) {
  return estimate_bytes(options.max_connections, kConnectionMemory,
                        kHeapValuesCacheBytes + kServerBaseBytes);
}

void serve(const ServerOptions& options, const std::function<void(int port)>& on_ready) {
  if (options.threads == 0) throw RuleError("serve needs at least one thread");
  // At least one request at its largest fits beside what the server keeps.
  options.max_memory.check(
      saturating_add(server_bytes(options), options.request_memory.bytes()),
      fmt::format("serve with --request-memory {} and {} connections",
                  format_bytes(options.request_memory.bytes()), options.max_connections));
  if (options.timeout_ms <= 0) throw RuleError("the timeout must be at least 1 ms");
  allow_descriptors(options.max_connections);
  WorkerPool workers(options.threads, options.queue);
  MemoryPool requests_memory(options.max_memory.bytes() - server_bytes(options), "--max-memory");
  Service service;
  service.limits.request_timeout = options.request_timeout;
  service.limits.on_long_request = &WorkerPool::lower_this_workers_priority;
  service.limits.request_memory = options.request_memory.bytes();
  service.limits.memory_pool = &requests_memory;
  service.limits.extras_budget = kDefaultExtrasBudget;
  service.limits.engine_budget = kEngineMoveBudget;
  // Heavy work done once for every request after it.
  const auto cache = std::make_shared<HeapValuesCache>(kHeapValuesCacheBytes);
  service.limits.compute.take_and_break.cache = cache;
  const FamilyRegistry families = FamilyRegistry::builtin_without_files(service.limits.compute);
  service.families = &families;
  service.workers = &workers;
  ListenAddress listen = resolve(options.host, options.port);
  unsigned flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME;
  if (listen.ipv6) flags |= MHD_USE_IPv6;
  // MHD counts its timeout in whole seconds: a shorter one is rounded up.
  const unsigned timeout_seconds = static_cast<unsigned>((options.timeout_ms + 999) / 1000);
  MHD_Daemon* daemon = MHD_start_daemon(
      flags, static_cast<std::uint16_t>(options.port), nullptr, nullptr, &on_request, &service,
      MHD_OPTION_SOCK_ADDR, reinterpret_cast<const sockaddr*>(&listen.address),
      MHD_OPTION_CONNECTION_LIMIT, static_cast<unsigned>(options.max_connections),
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, static_cast<unsigned>(options.max_connections_per_client),
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
      static_cast<std::size_t>(kConnectionMemory), MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024U,
      MHD_OPTION_NOTIFY_COMPLETED, &on_completed, nullptr, MHD_OPTION_END);
  if (daemon == nullptr) {
    throw InputError(
        fmt::format("cannot listen on {}:{}", printable_token(options.host, 80), options.port));
  }
  const MHD_DaemonInfo* bound = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  on_ready(bound != nullptr ? bound->port : options.port);
  // The daemon's thread serves until the process is stopped.
  std::promise<void> never;
  never.get_future().wait();
}

}  // namespace grundy::web
