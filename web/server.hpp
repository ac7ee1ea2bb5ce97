// `grundy serve`: the page and the JSON API over HTTP (cpp-httplib).
#pragma once

#include <functional>
#include <string>

namespace grundy::web {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
};

// Serves until the process is stopped. `on_ready` receives the bound port
// once the server listens. Throws grundy::Error when it cannot bind.
void serve(const ServerOptions& options, const std::function<void(int port)>& on_ready);

}  // namespace grundy::web
