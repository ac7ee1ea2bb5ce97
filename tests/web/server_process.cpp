#include "server_process.hpp"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace grundy::web_test {

ServerProcess::ServerProcess(const std::vector<std::string>& extra_args) {
  // The server may refuse a request before reading all of it (a body over
  // the limit) and close: a client still writing then gets EPIPE, which must
  // not end the test program as SIGPIPE would.
  signal(SIGPIPE, SIG_IGN);
  int out[2];
  if (pipe(out) != 0) return;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, out[0]);
  std::vector<std::string> words = {GRUNDY_BINARY, "serve", "--port", "0"};
  words.insert(words.end(), extra_args.begin(), extra_args.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  if (posix_spawn(&pid_, GRUNDY_BINARY, &actions, nullptr, argv.data(), environ) != 0) pid_ = -1;
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  std::string line;
  char c = 0;
  while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
  close(out[0]);
  const auto colon = line.rfind(':');
  if (colon != std::string::npos) port_ = std::stoi(line.substr(colon + 1));
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
}

bool ServerProcess::alive() const { return pid_ > 0 && waitpid(pid_, nullptr, WNOHANG) == 0; }

}  // namespace grundy::web_test
