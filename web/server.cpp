#include "server.hpp"

#include <httplib.h>

#include <fmt/format.h>

#include "api.hpp"
#include "assets.hpp"
#include "grundy/errors.hpp"

namespace grundy::web {
namespace {

void send_asset(std::string_view path, httplib::Response& response) {
  for (const Asset& asset : embedded_assets()) {
    if (asset.path == path) {
      response.set_content(std::string(asset.body), std::string(asset.content_type));
      return;
    }
  }
  response.status = 404;
  response.set_content(R"({"error":"not found"})", "application/json");
}

void answer_api(const httplib::Request& request, httplib::Response& response,
                const ApiLimits& limits, const FamilyRegistry& families) {
  ApiRequest api{request.method, request.path, {}, request.body};
  for (const auto& [name, value] : request.params) api.query.emplace(name, value);
  const ApiResponse answer = handle_api(api, limits, families);
  response.status = answer.status;
  response.set_content(answer.body, "application/json");
}

}  // namespace

void serve(const ServerOptions& options, const std::function<void(int port)>& on_ready) {
  if (options.threads == 0) throw RuleError("serve needs at least one thread");
  options.max_memory.check(estimate_bytes(options.threads, kRequestBytes),
                           fmt::format("serve with {} threads", options.threads));
  if (options.timeout_ms <= 0) throw RuleError("the timeout must be at least 1 ms");
  httplib::Server server;
  const std::size_t threads = options.threads;
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server.set_keep_alive_timeout(options.keep_alive_seconds);
  server.set_payload_max_length(kMaxBodyBytes);
  server.set_read_timeout(options.timeout_ms / 1000, (options.timeout_ms % 1000) * 1000);
  server.set_write_timeout(options.timeout_ms / 1000, (options.timeout_ms % 1000) * 1000);
  server.Get("/", [](const httplib::Request&, httplib::Response& response) { send_asset("/index.html", response); });
  ApiLimits limits;
  limits.request_timeout = options.request_timeout;
  const FamilyRegistry families = FamilyRegistry::builtin_without_files(limits.compute);
  const auto api = [&limits, &families](const httplib::Request& request,
                                        httplib::Response& response) {
    answer_api(request, response, limits, families);
  };
  server.Get("/api/.*", api);
  server.Post("/api/.*", api);
  // Only the embedded files: the path is looked up, never opened.
  server.Get("/.*", [](const httplib::Request& request, httplib::Response& response) {
    send_asset(request.path, response);
  });
  server.set_error_handler([](const httplib::Request&, httplib::Response& response) {
    if (response.body.empty()) {
      response.set_content(fmt::format(R"({{"error":"HTTP {}"}})", response.status), "application/json");
    }
  });
  const int port = options.port == 0 ? server.bind_to_any_port(options.host)
                                     : (server.bind_to_port(options.host, options.port) ? options.port : -1);
  if (port < 0) throw InputError(fmt::format("cannot listen on {}:{}", options.host, options.port));
  on_ready(port);
  server.listen_after_bind();
}

}  // namespace grundy::web
