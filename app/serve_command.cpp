#include "serve_command.hpp"

#include <chrono>
#include <iostream>
#include <memory>

#include "grundy/deadline.hpp"
#include "grundy/resource_limit.hpp"
#include "server.hpp"

namespace grundy::cli {

void add_serve_command(CLI::App& app) {
  auto options = std::make_shared<web::ServerOptions>();
  CLI::App* serve = app.add_subcommand("serve", "Serve the web page and the JSON API");
  serve->footer(
      "The page and its files are inside the binary; nothing else is needed.\n"
      "API: POST /api/solve {\"position\": \"nim 5 6 7 8\"}; GET /api/seq?game=kayles&upto=100;\n"
      "?lang=zh for answers in Chinese; GET /healthz for the load.\n"
      "Examples:\n"
      "  grundy serve                    http://127.0.0.1:8080/\n"
      "  grundy serve --port 9000\n"
      "  grundy serve --port 0           any free port; the address is printed\n");
  serve->add_option("--port", options->port, "Port to listen on (0: any free port)")
      ->check(CLI::Range(0, 65535));
  serve->add_option("--host", options->host, "Address to listen on");
  serve->add_option("--threads", options->threads, "API requests computed at once (default 32)")
      ->check(CLI::Range(1, 4096));
  serve
      ->add_option("--queue", options->queue,
                   "API requests that may wait for a thread; beyond them 503 (default 256)")
      ->check(CLI::Range(0, 1'000'000));
  serve
      ->add_option("--max-connections", options->max_connections,
                   "Connections open at once (default 10000)")
      ->check(CLI::Range(1, 1'000'000));
  serve
      ->add_option("--max-connections-per-client", options->max_connections_per_client,
                   "Connections open at once from one address (default 256)")
      ->check(CLI::Range(1, 1'000'000));
  serve
      ->add_option("--timeout-ms", options->timeout_ms,
                   "Drop a client that sends or takes nothing for this many milliseconds, "
                   "rounded up to whole seconds (default 5000)")
      ->check(CLI::Range(1, 3'600'000));
  serve
      ->add_option_function<double>(
          "--request-timeout",
          [options](double seconds) {
            options->request_timeout = limit_of_seconds(seconds);
          },
          "Seconds an API request may take; past it the answer is 503 (default 5, 0: no limit)")
      ->check(CLI::Range(0.0, 3600.0));
  serve
      ->add_option_function<std::string>(
          "--max-memory",
          [options](const std::string& text) { options->max_memory = MemoryBudget::parse(text); },
          "The server's memory in all: requests share what the connections and the cache of "
          "heap values leave; a request that finds none left gets 503 with Retry-After (default "
          "2G)")
      ->type_name("SIZE");
  serve
      ->add_option_function<std::string>(
          "--request-memory",
          [options](const std::string& text) {
            options->request_memory = MemoryBudget::parse(text);
          },
          "What one API request may allocate; past it the answer is 422 (default 256M)")
      ->type_name("SIZE");
  serve->callback([options] {
    web::serve(*options, [&](int port) {
      // An IPv6 address goes in brackets in a URL.
      const bool ipv6 = options->host.find(':') != std::string::npos;
      std::cout << "grundy serves http://" << (ipv6 ? "[" : "") << options->host
                << (ipv6 ? "]" : "") << ":" << port << "/" << std::endl;
    });
  });
}

}  // namespace grundy::cli
