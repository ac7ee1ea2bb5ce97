// `grundy serve --port 0` in a child process for the tests that talk to the
// real server over loopback; the port is read from its first line.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace grundy::web_test {

class ServerProcess {
 public:
  // `extra_args` follow "serve --port 0", e.g. {"--threads", "16"}.
  explicit ServerProcess(const std::vector<std::string>& extra_args = {});
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  int port() const { return port_; }
  // The server's process id, for tests that read its /proc entries.
  pid_t pid() const { return pid_; }
  bool alive() const;

 private:
  pid_t pid_ = -1;
  int port_ = 0;
};

}  // namespace grundy::web_test
